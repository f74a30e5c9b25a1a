/** A path inside a BCF zip from a folder (with its trailing slash) and a reference relative to it; undefined when it leaves the zip. */
export function zipPath(folder: string, reference: string): string | undefined {
  const parts: string[] = [];
  for (const part of `${folder}${reference.replaceAll('\\', '/')}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length ? parts.join('/') : undefined;
}
