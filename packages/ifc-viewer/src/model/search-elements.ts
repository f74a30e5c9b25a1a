import type { ModelData, ModelElement } from './model-data.ts';

/** A filter of the smart search: a class, and optionally one attribute or property with a range or a text. */
export interface ElementQuery {
  ifcClass?: string;
  /** An attribute (`OverallWidth`) or a property as `Set.Property`. */
  fact?: string;
  /** For numbers; lengths in metres when the fact is a length attribute of the file's unit. */
  min?: number;
  max?: number;
  /** For texts: a case-insensitive part of the value. */
  text?: string;
}

/** The ready query: windows from 122 to 134 cm wide. */
export const windowWidthQuery: ElementQuery = { ifcClass: 'IfcWindow', fact: 'OverallWidth', min: 1.22, max: 1.34 };

/** Attributes measured in the file's length unit; properties and quantities are read as they stand. */
const lengthAttributes = new Set(['OverallWidth', 'OverallHeight']);

// Compared in tenths of a millimetre, so 1.34 m matches 1.34 whatever its binary rounding.
const fine = (value: number) => Math.round(value * 10000);

export function matchesQuery(element: ModelElement, query: ElementQuery, metresPerUnit: number): boolean {
  if (query.ifcClass && element.ifcClass !== query.ifcClass) return false;
  if (!query.fact) return true;
  const value = element.facts[query.fact];
  if (value === undefined) return false;
  if (query.text !== undefined && query.text.trim() !== '') return String(value).toLocaleLowerCase().includes(query.text.trim().toLocaleLowerCase());
  if (query.min === undefined && query.max === undefined) return true;
  if (typeof value !== 'number') return false;
  const measured = lengthAttributes.has(query.fact) ? value * metresPerUnit : value;
  return (query.min === undefined || fine(measured) >= fine(query.min)) && (query.max === undefined || fine(measured) <= fine(query.max));
}

export function searchElements(model: ModelData, query: ElementQuery): ModelElement[] {
  return model.elements.filter((element) => matchesQuery(element, query, model.metresPerUnit));
}

/** The facts the elements of a class carry, for the property filter's choice; all classes when none is given. */
export function factsOf(model: ModelData, ifcClass: string | undefined): string[] {
  const names = new Set<string>();
  for (const element of model.elements)
    if (!ifcClass || element.ifcClass === ifcClass) for (const fact of Object.keys(element.facts)) names.add(fact);
  return [...names].sort();
}
