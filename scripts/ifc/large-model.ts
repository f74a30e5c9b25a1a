import type { BuildingModel, Element } from './building-model.ts';
import { officeArchitecture } from './office-architecture.ts';
import { officePlan } from './office-plan.ts';
import { writeIfc } from './write-ifc.ts';

/** The sample office's file is about 470 KB; a row of copies reaches a BIM manager's model sizes. */
const bytesPerCopy = 470_000;
/** Copies stand 35 m apart along x, a street of offices, so each can be picked and seen on its own. */
const spacing = 35;

/**
 * An IFC model of about `megabytes` MB for the viewer's benchmark and the freeze tests: the sample
 * office's architecture repeated side by side on the same storeys, every copy with its own keys (so its
 * own GlobalIds), property sets, openings and windows, as an authoring tool would write a large model.
 */
export function largeModel(megabytes: number): { fileName: string; text: string } {
  const office = officeArchitecture(officePlan);
  const copies = Math.max(1, Math.round((megabytes * 1_000_000) / bytesPerCopy));
  const elements: Element[] = [];
  for (let copy = 0; copy < copies; copy++) {
    const key = (name: string | undefined) => (name === undefined || copy === 0 ? name : `${name}@${copy}`);
    for (const element of office.elements) {
      const moved = { ...element.solid, at: [element.solid.at[0] + copy * spacing, element.solid.at[1], element.solid.at[2]] as const };
      elements.push({
        ...element,
        key: key(element.key)!,
        name: copy === 0 ? element.name : `${element.name} (${copy + 1})`,
        solid: moved,
        parts: element.parts?.map((part) => ({
          ...part,
          solid: { ...part.solid, at: [part.solid.at[0] + copy * spacing, part.solid.at[1], part.solid.at[2]] as const },
        })),
        voids: key(element.voids),
        fills: key(element.fills),
      });
    }
  }
  const model: BuildingModel = { ...office, key: `${office.key}-large`, elements };
  const fileName = `office-street-${megabytes}mb.ifc`;
  return { fileName, text: writeIfc(model, { fileName, issued: '2025-03-03T09:00:00' }) };
}
