import type { Element } from '@xmldom/xmldom';
import type { IdsDocument, IdsFacet, IdsInfo, IdsSpecification } from './ids-document.ts';
import { IdsFileError } from './ids-file-error.ts';
import { type FacetPlace, readFacet } from './read-facet.ts';
import { attributeOf, elementsOf, idsNamespace, lineOf, parseXmlRoot, textOf, xsiNamespace } from './xml-nodes.ts';

const schemas = ['IFC2X3', 'IFC4', 'IFC4X3_ADD2'];
const infoFields = ['title', 'copyright', 'version', 'description', 'author', 'date', 'purpose', 'milestone'] as const;

/**
 * IDS 1.0 and 0.9 share a namespace; the schema location tells them apart (…/IDS/1.0/ids.xsd). A file
 * without one is taken as 1.0 unless its 0.9-only attributes give it away later.
 */
function checkVersion(root: Element) {
  const location = root.getAttributeNS(xsiNamespace, 'schemaLocation') ?? '';
  const tokens = location.trim().split(/\s+/);
  for (let index = 0; index + 1 < tokens.length; index += 2) {
    if (tokens[index] !== idsNamespace) continue;
    const version = /\/IDS\/(\d+(?:[._]\d+)*)\//i.exec(tokens[index + 1]!)?.[1];
    if (version && !/^1[._]0(?:[._]0)*$/.test(version))
      throw new IdsFileError('version', { element: 'ids', attribute: 'xsi:schemaLocation', found: version });
  }
}

function readInfo(root: Element): IdsInfo {
  const element = elementsOf(root).find((child) => child.localName === 'info');
  const info: IdsInfo = { title: '' };
  for (const child of element ? elementsOf(element) : []) {
    const name = child.localName as (typeof infoFields)[number];
    if (infoFields.includes(name)) info[name] = textOf(child).trim();
  }
  return info;
}

function readOccurs(element: Element, name: 'minOccurs' | 'maxOccurs', specification: string): number | 'unbounded' {
  const written = attributeOf(element, name)?.trim();
  if (written === undefined) return name === 'minOccurs' ? 1 : 'unbounded';
  if (name === 'maxOccurs' && written === 'unbounded') return written;
  if (!/^\d+$/.test(written))
    throw new IdsFileError('value', { element: 'applicability', attribute: name, found: written, specification, line: lineOf(element) });
  return Number(written);
}

function readFacets(element: Element | undefined, place: FacetPlace, specification: string): IdsFacet[] {
  return element ? elementsOf(element).map((child) => readFacet(child, { specification, place })) : [];
}

function readSpecification(element: Element): IdsSpecification {
  const name = attributeOf(element, 'name');
  if (name === undefined) throw new IdsFileError('structure', { element: 'specification', attribute: 'name', line: lineOf(element) });
  if (element.hasAttribute('minOccurs') || element.hasAttribute('maxOccurs'))
    throw new IdsFileError('version', { element: 'specification', found: 'minOccurs/maxOccurs', specification: name, line: lineOf(element) });
  const ifcVersion = (attributeOf(element, 'ifcVersion') ?? '').trim().split(/\s+/).filter(Boolean);
  const unknown = ifcVersion.find((schema) => !schemas.includes(schema));
  if (!ifcVersion.length || unknown !== undefined)
    throw new IdsFileError('value', {
      element: 'specification',
      attribute: 'ifcVersion',
      found: unknown ?? '',
      specification: name,
      line: lineOf(element),
    });

  const children = elementsOf(element);
  for (const child of children)
    if (child.namespaceURI !== idsNamespace || !['applicability', 'requirements'].includes(child.localName ?? ''))
      throw new IdsFileError('structure', { element: child.tagName, specification: name, line: lineOf(child) });
  const applicability = children.find((child) => child.localName === 'applicability');
  if (!applicability) throw new IdsFileError('structure', { element: 'applicability', specification: name, line: lineOf(element) });
  const requirements = children.find((child) => child.localName === 'requirements');
  const minOccurs = readOccurs(applicability, 'minOccurs', name) as number;
  const maxOccurs = readOccurs(applicability, 'maxOccurs', name);
  if (maxOccurs !== 'unbounded' && maxOccurs < minOccurs)
    throw new IdsFileError('value', { element: 'applicability', attribute: 'maxOccurs', found: String(maxOccurs), specification: name });

  const optional = (key: 'description' | 'instructions' | 'identifier') => {
    const value = attributeOf(element, key);
    return value === undefined ? {} : { [key]: value };
  };
  const requirementsDescription = requirements && attributeOf(requirements, 'description');
  return {
    name,
    ...optional('description'),
    ...optional('instructions'),
    ...optional('identifier'),
    ifcVersion,
    minOccurs,
    maxOccurs,
    applicability: readFacets(applicability, 'applicability', name),
    requirements: readFacets(requirements, 'requirements', name),
    ...(requirementsDescription !== undefined && { requirementsDescription }),
  };
}

/**
 * Reads an IDS 1.0 file into specifications. Throws an IdsFileError for a file that is not XML, not an
 * IDS, another IDS version, has an element where a facet should be that is none, or values its types do
 * not allow; `problem` names which, for the page to say in its language.
 */
export function readIds(text: string): IdsDocument {
  const root = parseXmlRoot(text);
  if (root.localName !== 'ids') throw new IdsFileError('not-ids', { element: root.tagName, line: lineOf(root) });
  if (root.namespaceURI !== idsNamespace) throw new IdsFileError('version', { element: 'ids', found: root.namespaceURI ?? '' });
  checkVersion(root);
  const specifications = elementsOf(root).find((child) => child.localName === 'specifications');
  if (!specifications) throw new IdsFileError('structure', { element: 'specifications' });
  const found = elementsOf(specifications);
  const stray = found.find((child) => child.localName !== 'specification' || child.namespaceURI !== idsNamespace);
  if (stray) throw new IdsFileError('structure', { element: stray.tagName, line: lineOf(stray) });
  if (!found.length) throw new IdsFileError('structure', { element: 'specification' });
  return { info: readInfo(root), specifications: found.map(readSpecification) };
}
