/**
 * What a page shows before the viewer loads: the open-a-file button, the drop zone and the size limit.
 * Light on purpose (no web-ifc, no three.js): it sits in the page's own code, while everything else
 * comes when the visitor starts the viewer.
 */
export { maxFileBytes, maxFileMegabytes } from './model/check-file.ts';
export { FileButton } from './react/FileButton.tsx';
export { useFileDrop } from './react/use-file-drop.ts';
export type { ViewerStart } from './react/viewer-start.ts';
export { startWorkerEarly } from './worker/early-worker.ts';
