import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '../shared/languages.ts';
import { pathTo, type SitePage } from '../shared/pages.ts';

export interface PageContextValue {
  lang: Lang;
  page: SitePage;
  /** False on the not-found page, where the home page only stands in for the page shown. */
  found?: boolean;
}

const PageContext = createContext<PageContextValue | null>(null);

/** The language and page being shown, for every component below the language layout. */
export function PageProvider({ lang, page, found = true, children }: PageContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, page, found }), [lang, page, found]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** Language, page and whether it was found: what an island is rendered with. */
export function usePageContext(): PageContextValue {
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

/** The address of the page being shown, or undefined on the not-found page: what links mark as current. */
export function useShownPath(): string | undefined {
  const { lang, page, found } = usePageContext();
  return found === false ? undefined : pathTo(page, lang);
}
