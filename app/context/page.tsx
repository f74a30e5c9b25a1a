import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '../shared/languages.ts';
import type { SitePage } from '../shared/pages.ts';

interface PageContextValue {
  lang: Lang;
  page: SitePage;
}

const PageContext = createContext<PageContextValue | null>(null);

/** The language and page being shown, for every component below the language layout. */
export function PageProvider({ lang, page, children }: PageContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, page }), [lang, page]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage and useLang need the language layout above them');
  return value;
}

/** The language of the page being shown. */
export function useLang(): Lang {
  return usePageContext().lang;
}

/** The page being shown (the home page stands in on the not-found page, for its language links and forms). */
export function usePage(): SitePage {
  return usePageContext().page;
}
