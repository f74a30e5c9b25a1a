import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Browsers compile WebAssembly streamingly only when it is labelled as such.
  '.wasm': 'application/wasm',
  // IFC is STEP (ISO 10303-21) text; there is no registered type of its own.
  '.ifc': 'application/x-step',
  '.glb': 'model/gltf-binary',
};

/** The Content-Type of a site file by its extension; unknown ones are plain bytes. */
export function contentTypeOf(name: string): string {
  return types[path.extname(name)] ?? 'application/octet-stream';
}
