import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The copy's namespaces, each a catalog the host keeps in its own locale files. */
export type ViewerNamespace = 'ifcViewerTool' | 'ifcViewerBcf' | 'ifcViewerTicket';

/** A BCP 47 language tag; numbers and dates are written in its format. */
export type Lang = string;

export type Values = Record<string, string | number>;

export interface ViewerTranslator {
  lang: Lang;
  /** One string by dotted key with {{placeholders}} filled; with a numeric `count`, its plural form. */
  t(key: string, values?: Values): string;
}

/**
 * What the page the viewer sits in gives it: its language, its copy for the viewer's namespaces (the
 * viewer carries no strings of its own) and how it writes a calendar day. The look comes from the host's
 * CSS custom properties (`--color-ink`, `--color-accent`, `--space-*`, `--text-*`, `--radius`).
 */
export interface ViewerHost {
  lang: Lang;
  translator(namespace: ViewerNamespace): ViewerTranslator;
  /** "2026-12-15" as the host's pages write a day. */
  formatDay(isoDay: string): string;
}

const HostContext = createContext<ViewerHost | null>(null);

export function ViewerHostProvider({ host, children }: { host: ViewerHost; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useViewerHost(): ViewerHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('The viewer needs a ViewerHostProvider above it');
  return host;
}

/** `t(key, values?)` of one of the viewer's namespaces, and the language. */
export function useTranslation(namespace: ViewerNamespace): ViewerTranslator {
  const host = useViewerHost();
  return useMemo(() => host.translator(namespace), [host, namespace]);
}
