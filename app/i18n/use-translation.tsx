import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Messages } from '../shared/i18n/catalog.ts';
import type { Namespace } from '../shared/i18n/keys.ts';
import { createTranslator, type Translator } from '../shared/i18n/translator.ts';
import type { Lang } from '../shared/languages.ts';

interface Copy {
  lang: Lang;
  messages: Messages;
}

const CopyContext = createContext<Copy | null>(null);

/**
 * Makes copy available to every component below. The language layout provides the shared copy;
 * a page adds its own namespace below it, and both stay readable.
 */
export function CopyProvider({ lang, messages, children }: { lang?: Lang; messages: Messages; children: ReactNode }) {
  const outer = useContext(CopyContext);
  const resolvedLang = lang ?? outer?.lang;
  if (!resolvedLang) throw new Error('The outermost CopyProvider needs a lang');
  const value = useMemo(
    () => ({ lang: resolvedLang, messages: outer ? { ...outer.messages, ...messages } : messages }),
    [resolvedLang, outer, messages],
  );
  return <CopyContext.Provider value={value}>{children}</CopyContext.Provider>;
}

/** `t(key, values?)` for strings and `copy(key)` for lists and objects of one namespace, and the page language. */
export function useTranslation<NS extends Namespace>(ns: NS): Translator<NS> {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('useTranslation needs a CopyProvider above it');
  const { lang, messages } = copy;
  return useMemo(() => createTranslator<NS>(messages[ns], lang, ns), [lang, messages, ns]);
}

/** The language and every namespace of copy provided here: what an island is rendered with, cut to its namespaces. */
export function useCopy(): Copy {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('useCopy needs a CopyProvider above it');
  return copy;
}
