/**
 * The viewer's headless core: open a model from its bytes, query its elements and properties, apply a
 * ticket's property changes and write the IFC again, read and write BCF. Runs in Node, in a page and in
 * a Web Worker (no DOM, no WebGL).
 */
export * from './bcf/bcf-version.ts';
export * from './bcf/capture-viewpoint.ts';
export * from './bcf/dates.ts';
export * from './bcf/png-data.ts';
export * from './bcf/project.ts';
export * from './bcf/read-bcf.ts';
export * from './bcf/restore-viewpoint.ts';
export * from './bcf/topic.ts';
export * from './bcf/viewpoint-display.ts';
export * from './bcf/write-bcf.ts';
export * from './ids/check-ids.ts';
export * from './ids/ids-document.ts';
export * from './ids/ids-file-error.ts';
export * from './ids/ids-reason.ts';
export * from './ids/read-ids.ts';
export * from './model/check-file.ts';
export * from './model/check-structure.ts';
export * from './model/compare-models.ts';
export * from './model/ifc-engine.ts';
export * from './model/mesh-data.ts';
export * from './model/model-data.ts';
export * from './model/read-model.ts';
export * from './model/readable-bytes.ts';
export * from './model/search-elements.ts';
export * from './model/with-properties.ts';
export * from './session/model-session.ts';
export * from './tickets/addable-properties.ts';
export * from './tickets/apply-changes.ts';
export * from './tickets/draft.ts';
export * from './tickets/property-index.ts';
export * from './tickets/property-types.ts';
export * from './tickets/step-text.ts';
export * from './tickets/ticket.ts';
