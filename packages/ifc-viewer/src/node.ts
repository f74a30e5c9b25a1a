import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WasmSource } from './model/ifc-engine.ts';

/** web-ifc's WebAssembly in Node: the folder of the installed web-ifc package. */
export function nodeWasm(): WasmSource {
  return { folder: path.dirname(fileURLToPath(import.meta.resolve('web-ifc/web-ifc-node.wasm'))) };
}
