import type { Element } from '@xmldom/xmldom';
import { baseTypeOf } from './data-types.ts';
import type { IdsCardinality, IdsFacet, IdsRelation, IdsValue } from './ids-document.ts';
import { IdsFileError } from './ids-file-error.ts';
import { readValue, type ValueContext } from './read-value.ts';
import { attributeOf, elementsOf, idsNamespace, lineOf } from './xml-nodes.ts';

/* One facet element of an applicability or requirements, as IDS 1.0 writes it. */

const relations: IdsRelation[] = [
  'IFCRELAGGREGATES',
  'IFCRELASSIGNSTOGROUP',
  'IFCRELCONTAINEDINSPATIALSTRUCTURE',
  'IFCRELNESTS',
  'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT',
];
const facetNames = new Set(['entity', 'attribute', 'property', 'classification', 'material', 'partOf']);

export type FacetPlace = 'applicability' | 'requirements';

interface FacetContext {
  specification: string;
  place: FacetPlace;
}

/** The facet's parameters by element name; any other element inside a facet does not belong there. */
function parametersOf(facet: Element, allowed: string[], context: FacetContext): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const child of elementsOf(facet)) {
    const name = child.localName ?? '';
    if (child.namespaceURI !== idsNamespace || !allowed.includes(name) || found.has(name))
      throw new IdsFileError('structure', { element: child.tagName, specification: context.specification, line: lineOf(child) });
    found.set(name, child);
  }
  return found;
}

function required(parameters: Map<string, Element>, name: string, facet: Element, context: FacetContext): Element {
  const element = parameters.get(name);
  if (!element)
    throw new IdsFileError('structure', { element: `${facet.localName}/${name}`, specification: context.specification, line: lineOf(facet) });
  return element;
}

const optionalValue = (element: Element | undefined, context: ValueContext): IdsValue | undefined =>
  element ? readValue(element, context) : undefined;

function cardinalityOf(facet: Element, context: FacetContext): IdsCardinality {
  if (context.place === 'applicability') return 'required';
  const written = attributeOf(facet, 'cardinality') ?? 'required';
  const allowed = facet.localName === 'partOf' ? ['required', 'prohibited'] : ['required', 'optional', 'prohibited'];
  if (!allowed.includes(written))
    throw new IdsFileError('value', {
      element: facet.localName ?? undefined,
      attribute: 'cardinality',
      found: written,
      specification: context.specification,
      line: lineOf(facet),
    });
  return written as IdsCardinality;
}

function readEntity(element: Element, context: FacetContext) {
  const parameters = parametersOf(element, ['name', 'predefinedType'], context);
  const name = readValue(required(parameters, 'name', element, context), context);
  const predefinedType = optionalValue(parameters.get('predefinedType'), context);
  return predefinedType ? { name, predefinedType } : { name };
}

/** Whether `name` is a facet's element name (anything else in an applicability or requirements is unknown). */
export const isFacetName = (name: string) => facetNames.has(name);

export function readFacet(element: Element, context: FacetContext): IdsFacet {
  const kind = element.localName ?? '';
  if (element.namespaceURI !== idsNamespace || !facetNames.has(kind))
    throw new IdsFileError('unknown-facet', { element: element.tagName, specification: context.specification, line: lineOf(element) });
  // IDS 0.9 counted facets with minOccurs/maxOccurs and spelled the data type `datatype`.
  if (element.hasAttribute('minOccurs') || element.hasAttribute('maxOccurs') || element.hasAttribute('datatype'))
    throw new IdsFileError('version', {
      element: kind,
      found: 'minOccurs/maxOccurs/datatype',
      specification: context.specification,
      line: lineOf(element),
    });
  const common = {
    cardinality: cardinalityOf(element, context),
    ...(attributeOf(element, 'instructions') !== undefined && { instructions: attributeOf(element, 'instructions') }),
    ...(attributeOf(element, 'uri') !== undefined && { uri: attributeOf(element, 'uri') }),
  };
  const spec = { specification: context.specification };
  switch (kind) {
    case 'entity':
      return { facet: 'entity', ...common, ...readEntity(element, context) };
    case 'attribute': {
      const parameters = parametersOf(element, ['name', 'value'], context);
      const value = optionalValue(parameters.get('value'), spec);
      return { facet: 'attribute', ...common, name: readValue(required(parameters, 'name', element, context), spec), ...(value && { value }) };
    }
    case 'property': {
      const parameters = parametersOf(element, ['propertySet', 'baseName', 'value'], context);
      const dataType = attributeOf(element, 'dataType')?.trim();
      const base = dataType ? baseTypeOf(dataType) : undefined;
      if (dataType !== undefined && !base)
        throw new IdsFileError('data-type', {
          element: 'property',
          attribute: 'dataType',
          found: dataType,
          specification: context.specification,
          line: lineOf(element),
        });
      const value = optionalValue(parameters.get('value'), { ...spec, base });
      return {
        facet: 'property',
        ...common,
        propertySet: readValue(required(parameters, 'propertySet', element, context), spec),
        baseName: readValue(required(parameters, 'baseName', element, context), spec),
        ...(dataType && { dataType }),
        ...(value && { value }),
      };
    }
    case 'classification': {
      const parameters = parametersOf(element, ['value', 'system'], context);
      const system = optionalValue(parameters.get('system'), spec);
      const value = optionalValue(parameters.get('value'), spec);
      return { facet: 'classification', ...common, ...(system && { system }), ...(value && { value }) };
    }
    case 'material': {
      const value = optionalValue(parametersOf(element, ['value'], context).get('value'), spec);
      return { facet: 'material', ...common, ...(value && { value }) };
    }
    default: {
      const relation = attributeOf(element, 'relation');
      if (relation !== undefined && !relations.includes(relation as IdsRelation))
        throw new IdsFileError('value', {
          element: 'partOf',
          attribute: 'relation',
          found: relation,
          specification: context.specification,
          line: lineOf(element),
        });
      const entity = readEntity(required(parametersOf(element, ['entity'], context), 'entity', element, context), context);
      return { facet: 'partOf', ...common, ...(relation && { relation: relation as IdsRelation }), entity };
    }
  }
}
