/** The two letters of a monogram: first and last name, titles such as "Dr." left out ("Dr. Katrin Albers" → "KA"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}
