/** The page's worker, bundled from the package's own source. */
const newViewerWorker = () => new Worker(new URL('./viewer-worker.ts', import.meta.url), { type: 'module', name: 'ifc-viewer' });

let early: Worker | undefined;

/**
 * Starts the viewer's worker as the visitor asks for the viewer, before the viewer's own code has come:
 * the worker's script (web-ifc with the IFC schema, 3.6 MB) compiles and web-ifc starts meanwhile,
 * instead of after the viewer has mounted. Nothing is requested before that click.
 */
export function startWorkerEarly() {
  early ??= newViewerWorker();
}

/** The worker started early if there is one (once), else a new one. */
export function takeViewerWorker(): Worker {
  const worker = early ?? newViewerWorker();
  early = undefined;
  return worker;
}
