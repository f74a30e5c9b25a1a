import type { IdsCardinality, IdsFacet, IdsFacetKind, IdsValue } from './ids-document.ts';

/** What went wrong with a facet, for the page to put in its words. */
export type IdsReasonProblem =
  /** Nothing of the kind is there: no such attribute value, property, classification, material or relation. */
  | 'missing'
  /** It is there but holds nothing: null, an empty text or list, a logical UNKNOWN. */
  | 'empty'
  /** A property's value has another IFC data type than required. */
  | 'data-type'
  /** The value (or system, material name, containing element …) is not one the facet allows. */
  | 'value'
  /** The value is a list or an object, which IDS 1.0 cannot compare with a value. */
  | 'unsupported'
  /** A prohibited facet found what it prohibits. */
  | 'prohibited'
  /** The entity facet: another IFC class. */
  | 'class'
  /** The entity facet: the right class with another predefined type. */
  | 'predefined-type';

/** Something the checker found where a facet looked, as plain data. */
export interface IdsFound {
  /** Where: `Pset_WallCommon.IsExternal`, an attribute, a classification system, a relation. */
  name?: string;
  value?: string | number | boolean | null;
  /** The IFC data type of the value (IFCLABEL …), when it has one. */
  dataType?: string;
}

export type IdsReason =
  /** Fewer elements matched the applicability than the specification's minOccurs. */
  | { facet: 'specification'; problem: 'too-few'; minOccurs: number; found: number }
  /** More elements matched the applicability than its maxOccurs allows (more than 0: a prohibited specification). */
  | { facet: 'specification'; problem: 'too-many'; maxOccurs: number; found: number }
  /** This element matches the applicability of a prohibited specification. */
  | { facet: 'specification'; problem: 'prohibited' }
  | {
      facet: IdsFacetKind;
      problem: IdsReasonProblem;
      cardinality: IdsCardinality;
      /** The facet as the IDS states it. */
      requirement: IdsFacet;
      found: IdsFound[];
    };

const quote = (text: string) => `'${text}'`;

/** A facet parameter in words: 'X', one of 'A', 'B', matching /…/, > 0.28 … */
export function valueText(value: IdsValue): string {
  if ('simpleValue' in value) return quote(value.simpleValue);
  const { restriction } = value;
  const parts: string[] = [];
  if (restriction.enumeration)
    parts.push(restriction.enumeration.length === 1 ? quote(restriction.enumeration[0]!) : `one of ${restriction.enumeration.map(quote).join(', ')}`);
  if (restriction.patterns) parts.push(`matching ${restriction.patterns.map((pattern) => `/${pattern}/`).join(' or ')}`);
  if (restriction.minInclusive !== undefined) parts.push(`≥ ${restriction.minInclusive}`);
  if (restriction.minExclusive !== undefined) parts.push(`> ${restriction.minExclusive}`);
  if (restriction.maxInclusive !== undefined) parts.push(`≤ ${restriction.maxInclusive}`);
  if (restriction.maxExclusive !== undefined) parts.push(`< ${restriction.maxExclusive}`);
  if (restriction.length !== undefined) parts.push(`${restriction.length} characters long`);
  if (restriction.minLength !== undefined) parts.push(`at least ${restriction.minLength} characters long`);
  if (restriction.maxLength !== undefined) parts.push(`at most ${restriction.maxLength} characters long`);
  return parts.join(' and ') || 'any value';
}

const nameText = (value: IdsValue) => ('simpleValue' in value ? value.simpleValue : valueText(value));

const plain = (value: IdsFound['value']) =>
  value === undefined || value === null ? 'nothing' : typeof value === 'string' ? quote(value) : String(value);
const listed = (found: IdsFound[], show: (item: IdsFound) => string) => (found.length ? found.map(show).join(', ') : 'nothing');
const withType = (item: IdsFound) => `${plain(item.value)}${item.dataType ? ` (${item.dataType})` : ''}`;

/** What a facet asks for, in words: the subject and the condition on it. */
export function facetText(facet: IdsFacet): string {
  switch (facet.facet) {
    case 'entity':
      return `of class ${nameText(facet.name)}${facet.predefinedType ? ` with predefined type ${valueText(facet.predefinedType)}` : ''}`;
    case 'attribute':
      return `${nameText(facet.name)}${facet.value ? ` ${valueText(facet.value)}` : ''}`;
    case 'property':
      return `${nameText(facet.propertySet)}.${nameText(facet.baseName)}${facet.dataType ? ` of type ${facet.dataType}` : ''}${facet.value ? ` ${valueText(facet.value)}` : ''}`;
    case 'classification':
      return `classified${facet.system ? ` in system ${nameText(facet.system)}` : ''}${facet.value ? ` with code ${valueText(facet.value)}` : ''}`;
    case 'material':
      return `material${facet.value ? ` ${valueText(facet.value)}` : ''}`;
    case 'partOf':
      return `part of ${nameText(facet.entity.name)}${facet.entity.predefinedType ? ` ${valueText(facet.entity.predefinedType)}` : ''}${facet.relation ? ` (${facet.relation})` : ''}`;
  }
}

/** What was found, in words fit for the facet. */
function foundText(facet: IdsFacet['facet'], found: IdsFound[]): string {
  switch (facet) {
    case 'entity':
      return found.map((item) => (item.name === 'class' ? String(item.value) : `predefined type ${plain(item.value)}`)).join(', ');
    case 'attribute':
      return listed(found, withType);
    case 'property':
      return listed(found, (item) => (item.value === undefined ? `set ${item.name} without it` : `${item.name} = ${withType(item)}`));
    case 'classification':
      return listed(found, (item) => `${item.name ? `${item.name} ` : ''}${plain(item.value)}`);
    case 'material':
      return listed(found, (item) => plain(item.value));
    case 'partOf':
      return listed(found, (item) => `${item.value} (${item.name})`);
  }
}

/** A reason in plain English, for the command line and logs; pages localise the structured reason instead. */
export function reasonText(reason: IdsReason): string {
  if (reason.facet === 'specification') {
    if (reason.problem === 'too-few') return `at least ${reason.minOccurs} element(s) must match the applicability, found ${reason.found}`;
    if (reason.problem === 'too-many')
      return reason.maxOccurs === 0
        ? `no element may match the applicability, found ${reason.found}`
        : `at most ${reason.maxOccurs} element(s) may match the applicability, found ${reason.found}`;
    return 'matches the applicability of a prohibited specification';
  }
  const wanted = facetText(reason.requirement);
  const found = foundText(reason.facet, reason.found);
  // Entities and wholes are what an element is; attributes and properties what it has; the rest reads as is.
  const verb = { entity: 'be', partOf: 'be', classification: 'be', attribute: 'have', property: 'have', material: 'have' }[reason.facet];
  switch (reason.problem) {
    case 'prohibited':
      return `must not ${verb} ${wanted}, found ${found}`;
    case 'empty':
      return `must ${verb} ${wanted}, found an empty value: ${found}`;
    case 'data-type':
      return `must ${verb} ${wanted}, found another data type: ${found}`;
    case 'unsupported':
      return `must ${verb} ${wanted}, found a list or object that cannot be compared: ${found}`;
    default:
      return `must ${verb} ${wanted}, found ${found}`;
  }
}
