import { useCallback, useEffect, useRef, useState } from 'react';
import { IfcFileError, maxFileBytes } from '../model/check-file.ts';
import { IfcEngine } from '../model/ifc-engine.ts';
import { buildMeshes, MaterialCache, type SharedOrigin } from '../scene/ifc-meshes.ts';
import { ViewerScene } from '../scene/viewer-scene.ts';
import type { LoadedModel } from './tree-state.ts';

export type LoadStep = 'engine' | 'download' | 'geometry';
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

const yieldToBrowser = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The viewer's engine room: web-ifc, the three.js scene on the canvas, and loading a file into both.
 * Files are read here, in the browser; nothing is sent anywhere.
 */
export function useViewerEngine(canvas: HTMLCanvasElement | null) {
  const [scene, setScene] = useState<ViewerScene>();
  /** The engine is up; without WebGL there is no scene, and the panels and the summary work all the same. */
  const [ready, setReady] = useState(false);
  const [webgl, setWebgl] = useState(true);
  const [models, setModels] = useState<LoadedModel[]>([]);
  const [status, setStatus] = useState<LoadStatus>({});
  const engine = useRef<IfcEngine>(undefined);
  const origin = useRef<SharedOrigin>({});
  /** Each model's file as it stands (after any approved change), for the change ticket and its download. */
  const files = useRef(new Map<string, ModelFile>());

  useEffect(() => {
    if (!canvas) return;
    engine.current = new IfcEngine();
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
      engine.current?.dispose();
      engine.current = undefined;
      setScene(undefined);
      setReady(false);
    };
  }, [canvas]);

  const load = useCallback(
    async (key: string, label: string, source: Source, replace = false): Promise<LoadedModel | undefined> => {
      if (!engine.current) return undefined;
      const fileName = 'file' in source ? source.file.name : undefined;
      try {
        // Before reading it: a file over the limit is refused without ever being held in memory.
        if ('file' in source && source.file.size > maxFileBytes) throw new IfcFileError('too-large');
        setStatus({ step: 'engine' });
        await engine.current.ready();
        setStatus({ step: 'download' });
        const bytes = await readBytes(source);
        setStatus({ step: 'geometry' });
        await yieldToBrowser();
        if (replace) origin.current = {};
        const opened = await engine.current.open(bytes, (api, modelID) => scene && buildMeshes(api, modelID, scene.materials, origin.current));
        if (scene && opened.built) {
          if (replace) for (const model of models) scene.removeModel(model.key);
          scene.addModel(key, opened.built);
          if (replace) scene.fit();
        }
        if (replace) files.current.clear();
        files.current.set(key, { bytes, name: 'file' in source ? source.file.name : (source.url.split('/').pop() ?? 'model.ifc') });
        const loaded = { key, label, data: opened.data, defects: opened.defects };
        setModels((current) => [...(replace ? [] : current.filter((model) => model.key !== key)), loaded]);
        setStatus({});
        return loaded;
      } catch (error) {
        const problem: LoadProblem = error instanceof IfcFileError ? error.problem : 'network';
        setStatus({ problem, fileName });
        return undefined;
      }
    },
    [scene, models],
  );

  const unload = useCallback(
    (key: string) => {
      scene?.removeModel(key);
      files.current.delete(key);
      setModels((current) => current.filter((model) => model.key !== key));
    },
    [scene],
  );

  // The point the scene draws relative to, for BCF viewpoints in the model's own coordinates.
  const originOf = useCallback(() => origin.current.at, []);

  const fileOf = useCallback((key: string) => files.current.get(key), []);

  /**
   * A model's file replaced by its changed version: web-ifc reads it anew, so the panels and the search
   * show what the file now says. The geometry stays drawn, as a change of property values leaves it as it was.
   */
  const revise = useCallback(async (key: string, change: (bytes: Uint8Array) => Uint8Array) => {
    const file = files.current.get(key);
    if (!file || !engine.current) throw new Error(`no file for ${key}`);
    const bytes = change(file.bytes);
    const opened = await engine.current.open(bytes, () => undefined);
    files.current.set(key, { ...file, bytes });
    setModels((current) => current.map((model) => (model.key === key ? { ...model, data: opened.data } : model)));
  }, []);

  return { scene, ready, webgl, models, status, load, unload, originOf, fileOf, revise, dismissProblem: () => setStatus({}) };
}

async function readBytes(source: Source): Promise<Uint8Array> {
  if ('file' in source) return new Uint8Array(await source.file.arrayBuffer());
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`${source.url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
