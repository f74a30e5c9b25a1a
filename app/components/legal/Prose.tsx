import type { ReactNode } from 'react';
import { RichText } from '../../i18n/RichText.tsx';
import { fill, type Values } from '../../shared/i18n/translator.ts';

/** Marked parts a legal text may use: `<email>…</email>` links the address the values name. */
export type ProseTags = Record<string, (children: string) => ReactNode>;

/** Paragraphs of legal copy with their {{placeholders}} filled and their marked parts linked. */
export function Paragraphs({ texts, values, tags }: { texts: readonly string[] | undefined; values: Values; tags: ProseTags }) {
  return texts?.map((text) => (
    <p key={text}>
      <RichText text={fill(text, values)} tags={tags} />
    </p>
  ));
}

/** A plain bulleted list of legal copy. */
export function Bullets({ items, values, tags }: { items: readonly string[] | undefined; values: Values; tags: ProseTags }) {
  if (!items?.length) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <RichText text={fill(item, values)} tags={tags} />
        </li>
      ))}
    </ul>
  );
}
