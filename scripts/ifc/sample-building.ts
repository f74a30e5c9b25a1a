import {
  type BuildingModel,
  type ElementClass,
  elementClasses,
  elementFacts,
  type ProductClass,
  productClasses,
  spatialRelation,
  type Value,
} from './building-model.ts';
import { ifcGlobalId } from './global-id.ts';
import { officeArchitecture } from './office-architecture.ts';
import { officePlan } from './office-plan.ts';
import { reviseOffice, revisionNote } from './office-revision.ts';
import { officeServices } from './office-services.ts';
import { officeStructure } from './office-structure.ts';
import type { Issue } from './write-ifc.ts';

/**
 * The sample IFC project of the viewer: what public/models/ holds, told as data. The generator
 * writes the files from `samples`; the tests read the files back and compare them with the
 * descriptions below, which are worked out from the same models rather than typed in.
 */

export interface Sample extends Issue {
  model: BuildingModel;
}

const architecture = officeArchitecture(officePlan);
const revisedArchitecture = officeArchitecture(reviseOffice(officePlan));
const structure = officeStructure(officePlan);
const services = officeServices(officePlan);

export const samples = {
  architectureV1: { fileName: 'office-architecture-v1.ifc', issued: '2025-03-03T09:00:00', model: architecture },
  architectureV2: { fileName: 'office-architecture-v2.ifc', issued: '2025-04-14T09:00:00', model: revisedArchitecture },
  structure: { fileName: 'office-structure.ifc', issued: '2025-03-10T09:00:00', model: structure },
  services: { fileName: 'office-services.ifc', issued: '2025-03-17T09:00:00', model: services },
} satisfies Record<string, Sample>;

/** The window widths the viewer's example query asks for: 122 to 134 cm, both ends included. */
export const windowWidthRange = { min: 1.22, max: 1.34 } as const;

/** Orders by GlobalId code unit by code unit, the same on every machine (localeCompare is not). */
export const byGlobalIdOrder = (a: { globalId: string }, b: { globalId: string }) => (a.globalId < b.globalId ? -1 : a.globalId > b.globalId ? 1 : 0);

export const globalIdOf = (model: BuildingModel, key: string) => ifcGlobalId(`${model.key}/${key}`);

/** Classes whose every element has a body to draw; openings are only cut out of walls. */
export const drawnClasses: readonly ElementClass[] = elementClasses.filter((ifcClass) => ifcClass !== 'IfcOpeningElement');

/** How many products of each class a model holds, site, building and storeys included; classes it lacks count 0. */
export function countsByClass(model: BuildingModel): Record<ProductClass, number> {
  const counts = Object.fromEntries(productClasses.map((ifcClass) => [ifcClass, 0])) as Record<ProductClass, number>;
  counts.IfcSite = 1;
  counts.IfcBuilding = 1;
  counts.IfcBuildingStorey = model.storeys.length;
  for (const element of model.elements) counts[element.ifcClass]++;
  return counts;
}

/** By storey name: how many elements of each class it contains, or (spaces) aggregates. Openings belong to their wall instead. */
export function countsByStorey(model: BuildingModel): Record<string, Partial<Record<ElementClass, number>>> {
  return Object.fromEntries(
    model.storeys.map((storey) => {
      const counts: Partial<Record<ElementClass, number>> = {};
      for (const element of model.elements) {
        if (element.storey === storey.key && spatialRelation(element.ifcClass) !== 'voids')
          counts[element.ifcClass] = (counts[element.ifcClass] ?? 0) + 1;
      }
      return [storey.name, counts];
    }),
  );
}

export interface DescribedElement {
  globalId: string;
  ifcClass: ElementClass;
  name: string;
}

/** The windows whose OverallWidth lies in `windowWidthRange`, ordered by GlobalId. */
export function windowsInWidthRange(model: BuildingModel): (DescribedElement & { width: number })[] {
  // Compared in whole millimetres, so 1.34 counts as 1.34 whatever its binary rounding.
  const mm = (metres: number) => Math.round(metres * 1000);
  return model.elements
    .filter((element) => element.ifcClass === 'IfcWindow' && element.overall)
    .filter(({ overall }) => mm(overall!.width) >= mm(windowWidthRange.min) && mm(overall!.width) <= mm(windowWidthRange.max))
    .map((element) => ({ globalId: globalIdOf(model, element.key), ifcClass: element.ifcClass, name: element.name, width: element.overall!.width }))
    .sort(byGlobalIdOrder);
}

export interface Revision {
  added: DescribedElement[];
  removed: DescribedElement[];
  /** Per changed element, each attribute or property (`Set.Property`) that differs, with its old and new value. */
  changed: (DescribedElement & { changes: Record<string, { old: Value | undefined; new: Value | undefined }> })[];
}

/** What changed between two issues of a model, element by element, matched by GlobalId; each list ordered by GlobalId. */
export function describeRevision(before: BuildingModel, after: BuildingModel): Revision {
  const describe = (model: BuildingModel) =>
    new Map(model.elements.map((element) => [globalIdOf(model, element.key), { element, facts: elementFacts(element) }]));
  const old = describe(before);
  const current = describe(after);
  const summary = (globalId: string, { element }: { element: { ifcClass: ElementClass; name: string } }) => ({
    globalId,
    ifcClass: element.ifcClass,
    name: element.name,
  });
  const changed: Revision['changed'] = [];
  for (const [globalId, now] of current) {
    const then = old.get(globalId);
    if (!then) continue;
    const changes: Revision['changed'][number]['changes'] = {};
    for (const fact of new Set([...Object.keys(then.facts), ...Object.keys(now.facts)])) {
      if (then.facts[fact] !== now.facts[fact]) changes[fact] = { old: then.facts[fact], new: now.facts[fact] };
    }
    if (Object.keys(changes).length) changed.push({ ...summary(globalId, now), changes });
  }
  return {
    added: [...current]
      .filter(([globalId]) => !old.has(globalId))
      .map(([globalId, now]) => summary(globalId, now))
      .sort(byGlobalIdOrder),
    removed: [...old]
      .filter(([globalId]) => !current.has(globalId))
      .map(([globalId, then]) => summary(globalId, then))
      .sort(byGlobalIdOrder),
    changed: changed.sort(byGlobalIdOrder),
  };
}

export const architectureRevision = describeRevision(architecture, revisedArchitecture);

/** What the architect's issue note says version 2 adds, removes and changes, as GlobalIds; each list ordered and without repeats. */
export function statedRevision(): Record<'added' | 'removed' | 'changed', string[]> {
  const ids = (kind: 'added' | 'removed' | 'changed') =>
    [...new Set(revisionNote.flatMap((change) => change[kind] ?? []))].map((key) => globalIdOf(architecture, key)).sort();
  return { added: ids('added'), removed: ids('removed'), changed: ids('changed') };
}

export { revisionNote };
