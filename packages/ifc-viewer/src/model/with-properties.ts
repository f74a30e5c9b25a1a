import type { ModelData } from './model-data.ts';
import type { ElementProperties } from './read-model.ts';

/**
 * The model's data with some elements' properties as read anew (after an approved ticket): those elements
 * get their new groups and facts, and every other element stays the very same object.
 */
export function withProperties(data: ModelData, changed: readonly ElementProperties[]): ModelData {
  const byId = new Map(changed.map((properties) => [properties.expressID, properties]));
  return {
    ...data,
    elements: data.elements.map((element) => {
      const properties = byId.get(element.expressID);
      return properties ? { ...element, groups: properties.groups, facts: properties.facts } : element;
    }),
  };
}
