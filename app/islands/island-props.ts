/**
 * Why these props cannot cross from the build to the browser as JSON, or undefined when they can:
 * only strings, finite numbers, booleans, null, arrays and plain objects, and at most 2 KB in all,
 * since every page carries them in its HTML.
 */
export function islandPropsProblem(props: object): string | undefined {
  const problem = dataProblem(props, 'props');
  if (problem) return problem;
  const size = JSON.stringify(props).length;
  return size > 2048 ? `take ${size} bytes as JSON, more than 2,048` : undefined;
}

function dataProblem(value: unknown, path: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `hold ${value} at ${path}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = dataProblem(item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const problem = dataProblem(item, `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return `hold a ${typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value} at ${path}, which is no JSON`;
}
