import type { Resolve } from './model-units.ts';

// biome-ignore lint/suspicious/noExplicitAny: web-ifc's lines are untyped at this depth
type Line = any;

/*
 * What an association points at, read into what the classification and material facets compare: the
 * system and codes of a classification, the names and categories of a material definition.
 */

/**
 * A classification an object has: the name of the system at the root of the reference's chain, and the
 * codes along the chain, the most specific first (EF_25_10_25, EF_25_10 …), for a value may name any of
 * them. An object classified with the system itself has no codes.
 */
export interface FoundClassification {
  system: string | null;
  codes: string[];
}

const text = (value: Line): string | undefined => (typeof value?.value === 'string' && value.value !== '' ? value.value : undefined);

export function readClassification(reference: Line, resolve: Resolve): FoundClassification {
  const codes: string[] = [];
  const seen = new Set<number>();
  let line = resolve(reference);
  while (line && !seen.has(line.expressID)) {
    seen.add(line.expressID);
    // A reference has Identification (IFC4) or ItemReference (IFC2X3); the system itself has neither.
    if ('ReferencedSource' in line) {
      const code = text(line.Identification) ?? text(line.ItemReference);
      if (code) codes.push(code);
      line = line.ReferencedSource ? resolve(line.ReferencedSource) : undefined;
      continue;
    }
    return { system: typeof line.Name?.value === 'string' ? line.Name.value : null, codes };
  }
  return { system: null, codes };
}

// Where a material definition keeps names, and where it points at further definitions.
const nameKeys = ['Name', 'Category', 'LayerSetName'];
const partKeys = ['Material', 'MaterialLayers', 'ForLayerSet', 'MaterialProfiles', 'ForProfileSet', 'MaterialConstituents', 'Materials'];

/** Every name and category in a material definition: a set's own, its layers', profiles', constituents' and their materials'. */
export function readMaterialNames(reference: Line, resolve: Resolve): string[] {
  const names = new Set<string>();
  const seen = new Set<number>();
  const visit = (ref: Line) => {
    const line = resolve(ref);
    if (!line || seen.has(line.expressID)) return;
    seen.add(line.expressID);
    for (const key of nameKeys) {
      const name = text(line[key]);
      if (name) names.add(name);
    }
    for (const key of partKeys) {
      const part = line[key];
      if (Array.isArray(part)) part.forEach(visit);
      else if (part) visit(part);
    }
  };
  visit(reference);
  return [...names];
}
