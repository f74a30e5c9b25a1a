import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { CopyProvider } from '../../app/i18n/use-translation.tsx';
import type { Lang } from '../../app/shared/languages.ts';

/** `ui` with the locale files of `namespaces` in `lang`, as a page provides them: what an island inside it reads its copy from. */
export function withCopy(lang: Lang, namespaces: string[], ui: ReactNode) {
  const messages = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'))]),
  );
  return (
    <CopyProvider lang={lang} messages={messages as never}>
      {ui}
    </CopyProvider>
  );
}
