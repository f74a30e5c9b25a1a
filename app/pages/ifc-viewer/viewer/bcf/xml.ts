import { BcfFileError } from './bcf-version.ts';

/** Children as an element, a text, or nothing (left out). */
type Child = Element | string | number | undefined | false;

/**
 * Writes one XML document with the browser's own DOM and serializer, so escaping and encoding are the
 * platform's, not ours.
 */
export function xmlWriter(root: string) {
  const doc = document.implementation.createDocument(null, root, null);
  const element = (name: string, attributes: Record<string, string | undefined> = {}, ...children: Child[]): Element => {
    const node = doc.createElementNS(null, name);
    for (const [key, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(key, value);
    for (const child of children) {
      if (child === undefined || child === false) continue;
      node.append(typeof child === 'object' ? child : doc.createTextNode(String(child)));
    }
    return node;
  };
  return {
    root: doc.documentElement as Element,
    element,
    serialize: () => `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`,
  };
}

/** Parses XML text; a file that is not well-formed is damaged. */
export function parseXml(text: string): Element {
  const doc = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml');
  if (doc.getElementsByTagName('parsererror').length || !doc.documentElement) throw new BcfFileError('damaged');
  return doc.documentElement;
}

/** Direct children by name, whatever namespace prefix a tool gave them. */
export const childrenOf = (parent: Element | undefined, name: string): Element[] =>
  parent ? [...parent.children].filter((child) => child.localName === name) : [];

export const childOf = (parent: Element | undefined, name: string): Element | undefined => childrenOf(parent, name)[0];

/** The trimmed text of a child, or '' when there is none. */
export const textOf = (parent: Element | undefined, name: string): string => childOf(parent, name)?.textContent?.trim() ?? '';
