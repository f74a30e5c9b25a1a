import { IfcAPI, LogLevel } from 'web-ifc';
import { checkIfcHead, IfcFileError } from './check-file.ts';
import { checkStructure, type StructureDefect } from './check-structure.ts';
import type { ModelData } from './model-data.ts';
import { readModel } from './read-model.ts';
import { readableBytes } from './readable-bytes.ts';

export interface OpenedModel<T> {
  data: ModelData;
  /** What `build` made of the open model (the viewer's meshes). */
  built: T;
  /** Why the model is incomplete, if the file is damaged but could be opened as far as it goes. */
  defects: StructureDefect[];
}

/**
 * Where web-ifc's WebAssembly comes from: in a page or worker the address of `web-ifc.wasm` (a bundler's
 * `?url` import, from our own origin); in Node the folder of the web-ifc package (`nodeWasmFolder()`).
 */
export type WasmSource = { url: string } | { folder: string };

/**
 * web-ifc, single-threaded (no cross-origin isolation needed). A file web-ifc chokes on can leave its
 * instance unusable, so after any failure the next file gets a fresh one.
 */
export class IfcEngine {
  private api: IfcAPI | undefined;
  private starting: Promise<IfcAPI> | undefined;
  private readonly wasm: WasmSource;

  constructor(wasm: WasmSource) {
    this.wasm = wasm;
  }

  /** web-ifc, started once: calls that come while it starts wait for the same start. */
  ready(): Promise<IfcAPI> {
    if (!this.starting) {
      this.starting = this.start();
      // A start that failed is tried anew by the next call.
      this.starting.catch(() => {
        this.starting = undefined;
      });
    }
    return this.starting;
  }

  private async start(): Promise<IfcAPI> {
    const api = new IfcAPI();
    const wasm = this.wasm;
    if ('url' in wasm) await api.Init((file) => (file.endsWith('.wasm') ? wasm.url : file), true);
    else {
      api.SetWasmPath(wasm.folder.endsWith('/') ? wasm.folder : `${wasm.folder}/`, true);
      await api.Init();
    }
    // Only after Init, which sets its own level.
    api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
    this.api = api;
    return api;
  }

  /**
   * Reads a file's bytes into what the panels show and what `build` makes of its geometry, then closes
   * it again: nothing later needs web-ifc. Throws an IfcFileError the visitor can be told.
   */
  async open<T>(bytes: Uint8Array, build: (api: IfcAPI, modelID: number) => T): Promise<OpenedModel<T>> {
    const problem = checkIfcHead(bytes, bytes.length);
    if (problem) throw new IfcFileError(problem);
    const structure = checkStructure(bytes);
    await this.ready();
    try {
      return await this.read(
        bytes,
        (api, modelID) => {
          const data = readModel(api, modelID);
          if (!data.elements.length) throw new IfcFileError('damaged');
          return { data, built: build(api, modelID), defects: structure.defects };
        },
        structure.skipped,
      );
    } catch (error) {
      throw error instanceof IfcFileError ? error : new IfcFileError('damaged');
    }
  }

  /**
   * Opens a file's model for `use` alone and closes it again (`skipped`: the lines check-structure found
   * unreadable, found anew if not given). A failure leaves web-ifc to be started afresh next time.
   */
  async read<T>(bytes: Uint8Array, use: (api: IfcAPI, modelID: number) => T, skipped = checkStructure(bytes).skipped): Promise<T> {
    const api = await this.ready();
    try {
      // A small tape keeps wasm memory near the file's size (the default reserves 64 MB per model). No
      // move to the origin: each model would move by its own offset, and merged models must stay aligned.
      // Without the statements it cannot parse, web-ifc reads the rest of a damaged file instead of giving up.
      const modelID = api.OpenModel(readableBytes(bytes, skipped), { COORDINATE_TO_ORIGIN: false, TAPE_SIZE: 4 * 1024 * 1024 });
      if (modelID < 0) throw new IfcFileError('unsupported-schema');
      const result = use(api, modelID);
      api.CloseModel(modelID);
      return result;
    } catch (error) {
      this.reset();
      throw error;
    }
  }

  private reset() {
    try {
      this.api?.Dispose();
    } catch {
      // An aborted instance may not even dispose; it is dropped either way.
    }
    this.api = undefined;
    this.starting = undefined;
  }

  dispose() {
    this.reset();
  }
}
