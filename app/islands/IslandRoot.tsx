import { type ReactNode, useEffect } from 'react';
import { type PageContextValue, PageProvider } from '../context/page.tsx';
import { CopyProvider } from '../i18n/use-translation.tsx';
import { type HydrationScope, HydrationScopeContext, useEnhanced } from '../lib/use-enhanced.tsx';
import type { Messages } from '../shared/i18n/catalog.ts';

interface Props extends PageContextValue {
  /** Only the namespaces the island declares. */
  messages: Messages;
  /** Hydrating while React takes over the prerendered HTML; the island's widgets show their HTML form until then. */
  scope: HydrationScope;
  /** Called in the browser once the island's widgets have switched to their scripted form. */
  onReady?: () => void;
  children: ReactNode;
}

/**
 * What an island renders inside: the same on the server, where it is rendered on its own, and in the
 * browser, where it hydrates on its own, so the markup and every `useId` match by construction.
 */
export function IslandRoot({ lang, page, found, messages, scope, onReady, children }: Props) {
  return (
    <CopyProvider lang={lang} messages={messages}>
      <PageProvider lang={lang} page={page} found={found}>
        <HydrationScopeContext.Provider value={scope}>
          {children}
          {onReady && <Ready scope={scope} onReady={onReady} />}
        </HydrationScopeContext.Provider>
      </PageProvider>
    </CopyProvider>
  );
}

/** Renders nothing; ends the island's hydration, and reports once its widgets are upgraded (in the same transition as theirs). */
function Ready({ scope, onReady }: { scope: HydrationScope; onReady: () => void }) {
  const enhanced = useEnhanced();
  useEffect(() => {
    scope.hydrating = false;
  }, [scope]);
  useEffect(() => {
    if (enhanced) onReady();
  }, [enhanced, onReady]);
  return null;
}
