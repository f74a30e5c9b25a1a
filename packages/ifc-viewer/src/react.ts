/** The viewer's React UI: the viewer itself and the host it needs (load it lazily: it brings three.js and the worker). */
export { Viewer } from './react/Viewer.tsx';
export type { Lang, ViewerHost, ViewerNamespace, ViewerTranslator } from './react/viewer-copy.tsx';
export type { ViewerStart } from './react/viewer-start.ts';
