import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '../content/routes.ts';
import type { Messages } from './catalog.ts';
import type { Resources, TranslationKey } from './keys.ts';
import { translate, type Values } from './translate.ts';

interface Copy {
  lang: Lang;
  messages: Messages;
}

const CopyContext = createContext<Copy | null>(null);

/** Makes the copy the matched routes loaded available to every component below. */
export function CopyProvider({ lang, messages, children }: Copy & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, messages }), [lang, messages]);
  return <CopyContext.Provider value={value}>{children}</CopyContext.Provider>;
}

/** `t(key, values?)` for one namespace, and the page language. */
export function useTranslation<NS extends keyof Resources>(ns: NS) {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('useTranslation needs a CopyProvider above it');
  const { lang, messages } = copy;
  return useMemo(
    () => ({ lang, t: (key: TranslationKey<NS>, values?: Values) => translate(messages[ns], lang, key, values) }),
    [lang, messages, ns],
  );
}
