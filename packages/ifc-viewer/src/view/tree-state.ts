import type { StructureDefect } from '../model/check-structure.ts';
import type { ElementChange } from '../model/compare-models.ts';
import type { ModelData, ModelElement } from '../model/model-data.ts';
import type { Overlay } from '../scene/viewer-scene.ts';

/** A model as the viewer holds it: its key in the scene, its label and what was read from it. */
export interface LoadedModel {
  key: string;
  label: string;
  data: ModelData;
  /** Why the file it came from is incomplete; empty for a whole file. */
  defects: readonly StructureDefect[];
}

export interface ElementRef {
  model: string;
  expressID: number;
}

/**
 * What can be hidden or isolated: a model, a storey of a model, or a class across every model.
 * Written as strings so that sets of them are cheap to keep in React state.
 */
export const nodeKey = {
  model: (model: string) => `model:${model}`,
  storey: (model: string, storey: number | undefined) => `storey:${model}:${storey ?? 'none'}`,
  ifcClass: (ifcClass: string) => `class:${ifcClass}`,
};

const nodesOf = (model: string, element: ModelElement) => [
  nodeKey.model(model),
  nodeKey.storey(model, element.storey),
  nodeKey.ifcClass(element.ifcClass),
];

export interface Comparison {
  /** The older version (shown only where an element was removed) and the newer one. */
  before: string;
  after: string;
  changes: ElementChange[];
  /** Each change's kind by `refKey`: a removed element in the older model, the others in the newer. */
  kinds: ReadonlyMap<string, ElementChange['kind']>;
}

export function comparison(before: string, after: string, changes: ElementChange[]): Comparison {
  const kinds = new Map(
    changes.map((change) => [refKey({ model: change.kind === 'removed' ? before : after, expressID: change.expressID }), change.kind]),
  );
  return { before, after, changes, kinds };
}

/** Whether an element is drawn: none of its nodes hidden, and inside the isolated node if there is one. */
export function isShown(model: string, element: ModelElement, hidden: ReadonlySet<string>, isolated: string | undefined, comparison?: Comparison) {
  if (comparison?.before === model && comparison.kinds.get(refKey({ model, expressID: element.expressID })) !== 'removed') return false;
  const nodes = nodesOf(model, element);
  if (nodes.some((node) => hidden.has(node))) return false;
  return !isolated || nodes.includes(isolated);
}

/** The colour laid over an element: the selection first, then search hits, then the comparison's kind. */
export function overlayOf(
  model: string,
  element: ModelElement,
  selected: ElementRef | undefined,
  matches: ReadonlySet<string>,
  comparison: Comparison | undefined,
): Overlay | undefined {
  if (selected?.model === model && selected.expressID === element.expressID) return 'selected';
  if (matches.has(refKey({ model, expressID: element.expressID }))) return 'match';
  if (!comparison || (model !== comparison.after && model !== comparison.before)) return undefined;
  return comparison.kinds.get(refKey({ model, expressID: element.expressID })) ?? 'unchanged';
}

export const refKey = (ref: ElementRef) => `${ref.model}#${ref.expressID}`;

/** Elements of a model by storey and class, for the tree and the text summary, storeys by elevation. */
export function groupElements(data: ModelData) {
  const storeys = [...data.storeys.map((storey) => ({ id: storey.expressID as number | undefined, name: storey.name })), { id: undefined, name: '' }];
  return storeys
    .map((storey) => {
      const classes = new Map<string, ModelElement[]>();
      for (const element of data.elements) {
        if (element.storey !== storey.id) continue;
        const list = classes.get(element.ifcClass);
        if (list) list.push(element);
        else classes.set(element.ifcClass, [element]);
      }
      return {
        ...storey,
        classes: [...classes].sort(([a], [b]) => a.localeCompare(b)),
        count: [...classes.values()].reduce((sum, list) => sum + list.length, 0),
      };
    })
    .filter((storey) => storey.count > 0);
}

/** Every class of the loaded models with its element count, alphabetically. */
export function classCounts(models: readonly LoadedModel[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { data } of models) for (const element of data.elements) counts.set(element.ifcClass, (counts.get(element.ifcClass) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}
