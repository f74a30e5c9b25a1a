import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { IdsFileError } from './ids-file-error.ts';

/* The XML side of reading an IDS: xmldom's parser (pages, workers and Node alike have it), namespace-aware. */

export const idsNamespace = 'http://standards.buildingsmart.org/IDS';
export const xsNamespace = 'http://www.w3.org/2001/XMLSchema';
export const xsiNamespace = 'http://www.w3.org/2001/XMLSchema-instance';

const elementNode = 1;

/** The document's root element; a text that is not well-formed XML is refused as `not-xml`. */
export function parseXmlRoot(text: string): Element {
  let line: number | undefined;
  try {
    const doc = new DOMParser({
      // Warnings (an unbound prefix, a stray character) would let a broken file through half-read.
      onError: (_level, _message, context) => {
        line = (context as { locator?: { lineNumber?: number } } | undefined)?.locator?.lineNumber;
        throw new Error('not well-formed');
      },
    }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
    if (doc.documentElement) return doc.documentElement;
  } catch {
    // Falls through to the refusal below.
  }
  throw new IdsFileError('not-xml', line ? { line } : {});
}

/** Element children, text and comments left out. */
export const elementsOf = (parent: Element): Element[] => {
  const found: Element[] = [];
  for (let node: Node | null = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === elementNode) found.push(node as Element);
  return found;
};

/** The line an element starts on, for pointing at it. */
export const lineOf = (element: Element): number | undefined => (element as { lineNumber?: number }).lineNumber;

/** An attribute's value, or undefined when it is absent. */
export const attributeOf = (element: Element, name: string): string | undefined =>
  element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;

export const textOf = (element: Element): string => element.textContent ?? '';
