import { useCallback, useEffect, useRef, useState } from 'react';
import { IfcFileError, maxFileBytes } from '../model/check-file.ts';
import { withProperties } from '../model/with-properties.ts';
import { MaterialCache, meshesFrom, type SharedOrigin } from '../scene/ifc-meshes.ts';
import { ViewerScene } from '../scene/viewer-scene.ts';
import type { PropertyChange } from '../tickets/apply-changes.ts';
import type { LoadedModel } from '../view/tree-state.ts';
import { takeViewerWorker } from '../worker/early-worker.ts';
import type { Phase } from '../worker/protocol.ts';
import { CancelledError, ViewerClient } from '../worker/viewer-client.ts';

export type LoadStep = 'download' | 'engine' | 'geometry';
export type LoadProblem = IfcFileError['problem'] | 'network';

export interface LoadStatus {
  /** The step under way, or none when idle. */
  step?: LoadStep;
  problem?: LoadProblem;
  /** The file the problem is about. */
  fileName?: string;
}

type Source = { url: string } | { file: File };

export interface ModelFile {
  bytes: Uint8Array;
  /** The file's own name, for the download of its changed version. */
  name: string;
}

const loadSteps: Partial<Record<Phase, LoadStep>> = { engine: 'engine', read: 'geometry' };

/**
 * The viewer's engine room: the worker that reads files and writes tickets (web-ifc runs there), the
 * three.js scene on the canvas, and loading a file into both. Files are read here, in the browser;
 * nothing is sent anywhere.
 */
export function useViewerEngine(canvas: HTMLCanvasElement | null) {
  const [scene, setScene] = useState<ViewerScene>();
  /** The worker is there; without WebGL there is no scene, and the panels and the summary work all the same. */
  const [ready, setReady] = useState(false);
  const [webgl, setWebgl] = useState(true);
  const [models, setModels] = useState<LoadedModel[]>([]);
  const [status, setStatus] = useState<LoadStatus>({});
  const client = useRef<ViewerClient>(undefined);
  const origin = useRef<SharedOrigin>({});
  /** Each model's file as it stands (after any approved change), for the change ticket and its download. */
  const files = useRef(new Map<string, ModelFile>());

  useEffect(() => {
    if (!canvas) return;
    client.current = new ViewerClient(takeViewerWorker);
    client.current.warm();
    let created: ViewerScene | undefined;
    try {
      created = new ViewerScene(canvas, new MaterialCache());
      setScene(created);
    } catch {
      setWebgl(false);
    }
    setReady(true);
    return () => {
      created?.dispose();
      client.current?.dispose();
      client.current = undefined;
      setScene(undefined);
      setReady(false);
    };
  }, [canvas]);

  const load = useCallback(
    async (key: string, label: string, source: Source, replace = false): Promise<LoadedModel | undefined> => {
      const worker = client.current;
      if (!worker) return undefined;
      const fileName = 'file' in source ? source.file.name : undefined;
      try {
        // Before reading it: a file over the limit is refused without ever being held in memory.
        if ('file' in source && source.file.size > maxFileBytes) throw new IfcFileError('too-large');
        setStatus({ step: 'download' });
        const bytes = await readBytes(source);
        const opened = await worker.open(key, bytes, !!scene, {
          onPhase: (phase) => {
            const step = loadSteps[phase];
            if (step) setStatus({ step });
          },
        });
        if (scene && opened.meshes) {
          if (replace) {
            for (const model of models) scene.removeModel(model.key);
            origin.current = {};
          }
          scene.addModel(key, meshesFrom(opened.meshes, scene.materials, origin.current));
          if (replace) scene.fit();
        }
        if (replace) {
          for (const model of models) if (model.key !== key) worker.close(model.key);
          files.current.clear();
        }
        files.current.set(key, { bytes, name: 'file' in source ? source.file.name : (source.url.split('/').pop() ?? 'model.ifc') });
        const loaded = { key, label, data: opened.data, defects: opened.defects };
        setModels((current) => [...(replace ? [] : current.filter((model) => model.key !== key)), loaded]);
        setStatus({});
        return loaded;
      } catch (error) {
        // A cancel leaves what was open as it was.
        if (error instanceof CancelledError) setStatus({});
        else setStatus({ problem: error instanceof IfcFileError ? error.problem : 'network', fileName });
        return undefined;
      }
    },
    [scene, models],
  );

  const unload = useCallback(
    (key: string) => {
      scene?.removeModel(key);
      files.current.delete(key);
      client.current?.close(key);
      setModels((current) => current.filter((model) => model.key !== key));
    },
    [scene],
  );

  // The point the scene draws relative to, for BCF viewpoints in the model's own coordinates.
  const originOf = useCallback(() => origin.current.at, []);

  const fileOf = useCallback((key: string) => files.current.get(key), []);

  /** The property sets of a ticket's elements, read in the worker; rejects with a CancelledError on cancel. */
  const ticketSets = useCallback((key: string, elements: number[], metresPerUnit: number, onPhase?: (phase: Phase) => void) => {
    if (!client.current) return Promise.reject(new Error('no viewer'));
    return client.current.ticketSets(key, elements, metresPerUnit, { onPhase });
  }, []);

  /**
   * A ticket's approved changes written into the model's file in the worker, which reads it anew and
   * hands back the ticket's elements' properties as the file now says, so the panels and the search show
   * them. The geometry stays drawn, as a change of property values leaves it as it was.
   */
  const revise = useCallback(async (key: string, elements: number[], changes: PropertyChange[]) => {
    const file = files.current.get(key);
    if (!file || !client.current) throw new Error(`no file for ${key}`);
    const applied = await client.current.apply(key, elements, changes);
    files.current.set(key, { ...file, bytes: applied.bytes });
    setModels((current) => current.map((model) => (model.key === key ? { ...model, data: withProperties(model.data, applied.elements) } : model)));
  }, []);

  /** A model checked against an IDS file in the worker; rejects with an IdsFileError for a file it cannot read. */
  const checkIds = useCallback((key: string, ids: string, onProgress: (done: number, total: number) => void) => {
    if (!client.current) return Promise.reject(new Error('no viewer'));
    return client.current.checkIds(key, ids, { onProgress });
  }, []);

  /** Stops the reading or writing under way; what was open stays. */
  const cancel = useCallback(() => client.current?.cancel(), []);

  return {
    scene,
    ready,
    webgl,
    models,
    status,
    load,
    unload,
    originOf,
    fileOf,
    ticketSets,
    revise,
    checkIds,
    cancel,
    dismissProblem: () => setStatus({}),
  };
}

async function readBytes(source: Source): Promise<Uint8Array> {
  if ('file' in source) return new Uint8Array(await source.file.arrayBuffer());
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`${source.url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
