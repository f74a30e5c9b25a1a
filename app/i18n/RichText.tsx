import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts, "More in our <policy>privacy notice</policy>.", where
 * each tag name maps to what wraps that part (a link, say). Untagged text stays text.
 */
export function RichText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/);
  // split() with two groups yields: text, tag, inner, text, tag, inner, …, text
  return (
    <>
      {parts.map((part, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: a part has no identity but its place in the sentence, which never reorders
        if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (index % 3 === 2) return null;
        const wrap = tags[part];
        const inner = parts[index + 1] ?? '';
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <Fragment key={index}>{wrap ? wrap(inner) : inner}</Fragment>;
      })}
    </>
  );
}
