export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those a file has; q=0 refuses one. */
export function negotiateEncoding(header: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (available.br && weight('br') > 0) return 'br';
  if (available.gzip && weight('gzip') > 0) return 'gzip';
  return 'identity';
}
