import type { ModelElement, Value } from './model-data.ts';

export interface FactChange {
  fact: string;
  old: Value | undefined;
  new: Value | undefined;
}

export interface ElementChange {
  kind: 'added' | 'removed' | 'changed';
  globalId: string;
  ifcClass: string;
  name: string;
  /** The express id in the newer model, or in the older one for a removed element. */
  expressID: number;
  changes: FactChange[];
}

const byGlobalId = (a: { globalId: string }, b: { globalId: string }) => (a.globalId < b.globalId ? -1 : a.globalId > b.globalId ? 1 : 0);

/**
 * What changed from one version of a model to the next, element by element, matched by GlobalId: added,
 * removed, and changed with each attribute, property or quantity that differs. Each kind ordered by GlobalId.
 */
export function compareModels(before: readonly ModelElement[], after: readonly ModelElement[]): ElementChange[] {
  const old = new Map(before.map((element) => [element.globalId, element]));
  const current = new Map(after.map((element) => [element.globalId, element]));
  const summary = (kind: ElementChange['kind'], element: ModelElement, changes: FactChange[] = []): ElementChange => ({
    kind,
    globalId: element.globalId,
    ifcClass: element.ifcClass,
    name: element.name,
    expressID: element.expressID,
    changes,
  });
  const added = after.filter((element) => !old.has(element.globalId)).map((element) => summary('added', element));
  const removed = before.filter((element) => !current.has(element.globalId)).map((element) => summary('removed', element));
  const changed = after.flatMap((element) => {
    const then = old.get(element.globalId);
    if (!then) return [];
    const facts = [...new Set([...Object.keys(then.facts), ...Object.keys(element.facts)])].sort();
    const changes = facts
      .filter((fact) => then.facts[fact] !== element.facts[fact])
      .map((fact) => ({ fact, old: then.facts[fact], new: element.facts[fact] }));
    return changes.length ? [summary('changed', element, changes)] : [];
  });
  return [...added.sort(byGlobalId), ...removed.sort(byGlobalId), ...changed.sort(byGlobalId)];
}
