// The product views of the IFC viewer show the sample project's real data: every name, count, value
// and change in their data files is worked out here from the script that writes the sample files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureShots } from '../../app/views/captures/shots.ts';
import { changeCounts, listedChanges, versions } from '../../app/views/screens/model-versions/model-versions-data.ts';
import {
  architectureStoreys,
  listedWindows,
  mergedStoreys,
  openModels,
  openStorey,
  openStoreyClasses,
  projectName,
  sectionHeight,
  selectedWindow,
} from '../../app/views/screens/model-viewer/model-viewer-data.ts';
import { elementFacts, worldBounds } from '../../scripts/ifc/building-model.ts';
import { architectureRevision, countsByStorey, globalIdOf, samples } from '../../scripts/ifc/sample-building.ts';

const root = path.resolve(import.meta.dirname, '../..');
const architecture = samples.architectureV2.model;
const structure = samples.structure.model;
// The tree counts what the viewer lists: openings belong to their wall.
const listed = (model: typeof architecture) => model.elements.filter((element) => element.ifcClass !== 'IfcOpeningElement');
const total = (counts: Record<string, number | undefined>) => Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);

describe('the model viewer view', () => {
  it('shows the merged models with their element counts and the project name', () => {
    expect(openModels.map((model) => model.elements)).toEqual([listed(architecture).length, listed(structure).length]);
    expect(projectName).toBe(architecture.projectName);
    expect(projectName).toBe(structure.projectName);
  });

  it("lists the storeys, the open storey's classes and its first windows as the viewer's tree does", () => {
    const counts = countsByStorey(architecture);
    expect(architectureStoreys.map((storey) => [storey.name, storey.elements])).toEqual(
      architecture.storeys.map((storey) => [storey.name, total(counts[storey.name]!)]),
    );
    expect(Object.fromEntries(openStoreyClasses)).toEqual(counts[openStorey]);
    const windows = listed(architecture).filter((element) => element.ifcClass === 'IfcWindow' && element.storey === '1OG');
    expect(windows.slice(0, listedWindows.length).map((window) => window.name)).toEqual(listedWindows);
  });

  it("shows the selected window's GlobalId, attributes, property set and quantities", () => {
    const window = architecture.elements.find((element) => element.name === selectedWindow.name)!;
    expect(selectedWindow.ifcClass).toBe(window.ifcClass);
    expect(architecture.storeys.find((storey) => storey.key === window.storey)?.name).toBe(selectedWindow.storey);
    expect(selectedWindow.globalId).toBe(globalIdOf(architecture, window.key));
    const facts = elementFacts(window);
    for (const fact of selectedWindow.attributes) expect(facts[fact.name], fact.name).toBe(fact.value);
    for (const set of selectedWindow.sets) for (const fact of set.facts) expect(facts[`${set.name}.${fact.name}`], fact.name).toBe(fact.value);
    expect(Object.keys(facts).filter((fact) => fact.includes('.')).length).toBe(selectedWindow.sets.flatMap((set) => set.facts).length);
    expect(captureShots['model-selected'].select.name).toBe(selectedWindow.name);
  });

  it('counts both models per storey and cuts at the height the section capture cuts', () => {
    const counts = [countsByStorey(architecture), countsByStorey(structure)];
    for (const storey of mergedStoreys)
      expect(storey.elements, storey.name).toBe(counts.reduce((sum, byStorey) => sum + total(byStorey[storey.name]!), 0));
    const bounds = [architecture, structure].flatMap((model) => model.elements.map((element) => worldBounds(element, model.storeys)));
    const bottom = Math.min(...bounds.map((box) => box.min[2]));
    const top = Math.max(...bounds.map((box) => box.max[2]));
    const { share } = captureShots['model-section'].section;
    // The phone shows the height to the centimetre.
    expect(Math.abs(sectionHeight - (bottom + (top - bottom) * share))).toBeLessThanOrEqual(0.005 + 1e-9);
  });
});

describe('the model versions view', () => {
  it('names the sample files and counts the elements of each version', () => {
    expect(versions.map((version) => version.file)).toEqual([samples.architectureV2.fileName, samples.architectureV1.fileName]);
    expect(versions.map((version) => version.elements)).toEqual([
      listed(samples.architectureV2.model).length,
      listed(samples.architectureV1.model).length,
    ]);
  });

  it("counts and lists the changes the viewer's comparison finds between version 1 and 2", () => {
    expect(changeCounts).toEqual({
      added: architectureRevision.added.length,
      removed: architectureRevision.removed.length,
      changed: architectureRevision.changed.length,
    });
    for (const change of listedChanges) {
      const found = architectureRevision[change.kind].find((candidate) => candidate.name === change.name);
      expect(found, change.name).toBeDefined();
      expect(found!.ifcClass).toBe(change.ifcClass);
      if (change.fact) {
        const facts = architectureRevision.changed.find((candidate) => candidate.name === change.name)!.changes;
        const key = Object.keys(facts).find((fact) => fact === change.fact!.name || fact.endsWith(`.${change.fact!.name}`))!;
        expect(facts[key], change.name).toEqual({ old: change.fact.old, new: change.fact.new });
      }
    }
  });
});

describe('the captures', () => {
  it('exist for every shot, at twice its size', async () => {
    const sharp = (await import('sharp')).default;
    for (const [name, shot] of Object.entries(captureShots)) {
      const file = path.join(root, 'app/views/captures', `${name}.png`);
      expect(existsSync(file), name).toBe(true);
      const { width, height } = await sharp(readFileSync(file)).metadata();
      expect([width, height], name).toEqual([shot.size[0] * 2, shot.size[1] * 2]);
    }
  });
});
