import type { IfcAPI } from 'web-ifc';
import { type CheckIdsOptions, checkIds, type IdsReport } from '../ids/check-ids.ts';
import { readIds } from '../ids/read-ids.ts';
import type { StructureDefect } from '../model/check-structure.ts';
import type { IfcEngine } from '../model/ifc-engine.ts';
import { type MeshPart, readMeshes } from '../model/mesh-data.ts';
import type { ModelData } from '../model/model-data.ts';
import { type ElementProperties, readElementProperties } from '../model/read-model.ts';
import { applyChanges, type ParsedStep, type PropertyChange, parseWithLinks } from '../tickets/apply-changes.ts';
import { commonSets, type IndexedSet, type SetChoice, setsOfElements } from '../tickets/property-index.ts';

export interface OpenResult {
  data: ModelData;
  defects: StructureDefect[];
  /** The body of every element, when asked for (a page without WebGL has no use for it). */
  meshes?: MeshPart[];
}

export interface TicketSets {
  /** Each element's property sets as the file holds them now: the review's old values. */
  sets: Map<number, IndexedSet[]>;
  /** The sets every element has, by name: what the ticket's second step offers. */
  choices: SetChoice[];
}

export interface AppliedChanges {
  /** The whole changed file. */
  bytes: Uint8Array;
  /** The ticket's elements' properties as the changed file says, read anew (nothing else changed). */
  elements: ElementProperties[];
}

interface Held {
  bytes: Uint8Array;
  /** The STEP index, made once per version of the file and kept for every ticket on it. */
  parsed?: ParsedStep;
}

/**
 * The open models of one viewer, headless: their files, what web-ifc reads of them, and the ticket's
 * work on their STEP text. The page runs one in a worker (worker/viewer-worker.ts); tests and the
 * command line run one in Node.
 */
export class ModelSession {
  private readonly held = new Map<string, Held>();
  private readonly engine: IfcEngine;

  constructor(engine: IfcEngine) {
    this.engine = engine;
  }

  /** Starts web-ifc, the one slow step before the first file. */
  async ready(): Promise<void> {
    await this.engine.ready();
  }

  /** Reads a file into what the panels show (and its meshes), and keeps it for tickets. Throws an IfcFileError. */
  async open(key: string, bytes: Uint8Array, options: { meshes: boolean }): Promise<OpenResult> {
    const build = (api: IfcAPI, modelID: number) => (options.meshes ? readMeshes(api, modelID) : undefined);
    const opened = await this.engine.open(bytes, build);
    this.held.set(key, { bytes });
    return { data: opened.data, defects: opened.defects, meshes: opened.built };
  }

  /** Keeps a file already read elsewhere (a worker started again after a cancel takes over the page's files). */
  adopt(key: string, bytes: Uint8Array) {
    const held = this.held.get(key);
    if (held?.bytes !== bytes) this.held.set(key, { bytes });
  }

  /** Indexes a file's STEP text ahead of the first ticket, so that raising one answers at once. */
  index(key: string): ParsedStep {
    const held = this.require(key);
    held.parsed ??= parseWithLinks(held.bytes);
    return held.parsed;
  }

  ticketSets(key: string, elements: readonly number[], metresPerUnit: number): TicketSets {
    const { file, links } = this.index(key);
    const sets = setsOfElements(file, links, elements, metresPerUnit);
    return { sets, choices: commonSets(sets) };
  }

  /**
   * Writes a ticket's approved changes into the file and reads its elements' properties anew from the
   * result. The held file changes only if both succeed.
   */
  async apply(key: string, elements: readonly number[], changes: readonly PropertyChange[], now = new Date()): Promise<AppliedChanges> {
    const bytes = applyChanges(this.index(key), elements, changes, now);
    const properties = await this.engine.read(bytes, (api, modelID) => readElementProperties(api, modelID, elements));
    this.held.set(key, { bytes });
    return { bytes, elements: properties };
  }

  /**
   * Checks a model against an IDS file's specifications. Throws an IdsFileError for a file it cannot
   * read; the model stays as it was either way.
   */
  async checkIds(key: string, idsText: string, options: CheckIdsOptions = {}): Promise<IdsReport> {
    const ids = readIds(idsText);
    return this.engine.read(this.require(key).bytes, (api, modelID) => checkIds(api, modelID, ids, options));
  }

  bytesOf(key: string): Uint8Array | undefined {
    return this.held.get(key)?.bytes;
  }

  close(key: string) {
    this.held.delete(key);
  }

  private require(key: string): Held {
    const held = this.held.get(key);
    if (!held) throw new Error(`no open model ${key}`);
    return held;
  }
}
