import { DOMImplementation, DOMParser, onErrorStopParsing, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { BcfFileError } from './bcf-version.ts';

/**
 * XML for BCF on @xmldom/xmldom rather than the browser's DOMParser and XMLSerializer, so that reading
 * and writing work alike in a page, a Web Worker and Node. Escaping and encoding are the library's.
 */
export type XmlNode = XmlElement;

/** Children as an element, a text, or nothing (left out). */
export type Child = XmlNode | string | number | undefined | false | null;

export type Attributes = Record<string, string | number | boolean | undefined>;

/** Writes one XML document: `element(name, attributes, ...children)` and `serialize()`. */
export function xmlWriter(root: string, rootAttributes: Attributes = {}) {
  const doc = new DOMImplementation().createDocument(null, root, null);
  const element = (name: string, attributes: Attributes = {}, ...children: (Child | Child[])[]): XmlNode => {
    const node = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(key, String(value));
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.appendChild(typeof child === 'object' ? child : doc.createTextNode(String(child)));
    }
    return node;
  };
  const rootNode = doc.documentElement!;
  for (const [key, value] of Object.entries(rootAttributes)) if (value !== undefined) rootNode.setAttribute(key, String(value));
  return {
    root: rootNode,
    element,
    append: (...children: (Child | Child[])[]) => {
      for (const child of children.flat()) if (child && typeof child === 'object') rootNode.appendChild(child);
    },
    serialize: () => `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`,
  };
}

/** Parses XML text; a file that is not well-formed is damaged. */
export function parseXml(text: string): XmlNode {
  try {
    const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
    const root = doc.documentElement;
    if (!root) throw new BcfFileError('damaged');
    return root;
  } catch {
    throw new BcfFileError('damaged');
  }
}

/** Direct children by name, whatever namespace prefix a tool gave them. */
export const childrenOf = (parent: XmlNode | undefined, name: string): XmlNode[] =>
  parent ? Array.from(parent.childNodes).filter((child): child is XmlNode => child.nodeType === 1 && (child as XmlNode).localName === name) : [];

export const childOf = (parent: XmlNode | undefined, name: string): XmlNode | undefined => childrenOf(parent, name)[0];

/** The trimmed text of a child, or '' when there is none. */
export const textOf = (parent: XmlNode | undefined, name: string): string => childOf(parent, name)?.textContent?.trim() ?? '';

/** The trimmed text of a child, or undefined when it is missing or empty. */
export const optionalText = (parent: XmlNode | undefined, name: string): string | undefined => textOf(parent, name) || undefined;

/** An attribute's trimmed value, or undefined when it is missing or empty. */
export const attributeOf = (element: XmlNode | undefined, name: string): string | undefined => {
  const value = element?.getAttribute(name)?.trim();
  return value ? value : undefined;
};

/** An xs:boolean attribute; undefined when it is missing or not a boolean. */
export function booleanAttribute(element: XmlNode | undefined, name: string): boolean | undefined {
  const value = attributeOf(element, name);
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}
