import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import type { WasmSource } from './ifc-engine.ts';

/** web-ifc's WebAssembly as the bundler emits it, from the page's own origin. */
export const browserWasm: WasmSource = { url: wasmUrl };
