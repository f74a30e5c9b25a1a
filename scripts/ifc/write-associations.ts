import type { BuildingModel } from './building-model.ts';
import { din276 } from './din-276.ts';
import { type Material, type MaterialKey, materials } from './materials.ts';
import { enumeration, type Spelled, type StepFile } from './step-file.ts';

/**
 * The relations a BIM manager checks beside geometry and property sets: materials (IfcMaterial,
 * IfcMaterialLayerSet with its usage), the DIN 276 cost group as a classification reference, and
 * the building services' systems. One relation per material, cost group or system, listing every
 * element it applies to, in the model's order, so the bytes stay the same from run to run.
 */

type IdOf = (key: string) => Spelled;
type GlobalIdOf = (name: string) => string;

/** Keys of the elements that share a value, in the order the model lists the elements. */
function grouped<T extends string | number>(model: BuildingModel, keyOf: (index: number) => T | undefined): Map<T, string[]> {
  const groups = new Map<T, string[]>();
  model.elements.forEach((element, index) => {
    const value = keyOf(index);
    if (value === undefined) return;
    groups.set(value, [...(groups.get(value) ?? []), element.key]);
  });
  return groups;
}

export function associateMaterials(file: StepFile, model: BuildingModel, idOf: IdOf, globalId: GlobalIdOf, owner: Spelled) {
  const named = new Map<string, Spelled>();
  const material = (name: string) => {
    const known = named.get(name);
    if (known) return known;
    const made = file.add('IFCMATERIAL', name, null, null);
    named.set(name, made);
    return made;
  };
  // A layer set is used by walls along their thickness (AXIS2) and by slabs upwards (AXIS3), from the reference line or the underside.
  const usageKey = (index: number) => {
    const element = model.elements[index]!;
    if (!element.material) return undefined;
    const entry: Material = materials[element.material as MaterialKey];
    if (!('layers' in entry)) return element.material;
    const { min } = element.solid;
    return element.ifcClass === 'IfcWall' ? `${element.material}|AXIS2|${min[1]}` : `${element.material}|AXIS3|${min[2]}`;
  };
  const layerSets = new Map<string, Spelled>();
  for (const [usage, keys] of grouped(model, usageKey)) {
    const [key, axis, offset] = usage.split('|') as [MaterialKey, string | undefined, string | undefined];
    const entry: Material = materials[key];
    let relating: Spelled;
    if ('layers' in entry) {
      let set = layerSets.get(key);
      if (!set) {
        const layers = entry.layers.map((layer) =>
          file.add('IFCMATERIALLAYER', material(layer.material), layer.thickness, null, layer.material, null, null, null),
        );
        set = file.add('IFCMATERIALLAYERSET', layers, entry.name, null);
        layerSets.set(key, set);
      }
      relating = file.add('IFCMATERIALLAYERSETUSAGE', set, enumeration(axis!), enumeration('POSITIVE'), Number(offset), null);
    } else {
      relating = material(entry.material);
    }
    file.add('IFCRELASSOCIATESMATERIAL', globalId(`material/${usage}`), owner, null, null, keys.map(idOf), relating);
  }
}

export function classify(file: StepFile, model: BuildingModel, idOf: IdOf, globalId: GlobalIdOf, owner: Spelled, project: Spelled) {
  const groups = grouped(model, (index) => model.elements[index]!.costGroup);
  if (!groups.size) return;
  const system = file.add('IFCCLASSIFICATION', 'DIN', din276.edition, null, din276.name, din276.description, null, null);
  file.add('IFCRELASSOCIATESCLASSIFICATION', globalId('classification/din-276'), owner, null, null, [project], system);
  for (const [group, keys] of [...groups].sort(([a], [b]) => a - b)) {
    const title = din276.groups[group as keyof typeof din276.groups];
    if (!title) throw new Error(`DIN 276 has no cost group ${group} in din-276.ts`);
    const reference = file.add('IFCCLASSIFICATIONREFERENCE', null, String(group), title, system, null, null);
    file.add('IFCRELASSOCIATESCLASSIFICATION', globalId(`classification/din-276/${group}`), owner, `KG ${group}`, null, keys.map(idOf), reference);
  }
}

export function groupInSystems(file: StepFile, model: BuildingModel, idOf: IdOf, globalId: GlobalIdOf, owner: Spelled, building: Spelled) {
  for (const system of model.systems ?? []) {
    const members = model.elements.filter((element) => element.system === system.key).map((element) => idOf(element.key));
    const id = file.add(
      'IFCDISTRIBUTIONSYSTEM',
      globalId(`system/${system.key}`),
      owner,
      system.name,
      null,
      null,
      system.name,
      enumeration(system.predefinedType),
    );
    file.add('IFCRELASSIGNSTOGROUP', globalId(`system/${system.key}/members`), owner, null, null, members, null, id);
    file.add('IFCRELSERVICESBUILDINGS', globalId(`system/${system.key}/building`), owner, null, null, id, [building]);
  }
}
