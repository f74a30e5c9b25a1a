/** The 3D view for a page: web-ifc's meshes in a three.js scene, and which elements it shows how. */
export { browserWasm } from './model/browser-wasm.ts';
export * from './scene/ifc-meshes.ts';
export * from './scene/viewer-scene.ts';
export * from './view/tree-state.ts';
