import { lazy, Suspense, useEffect, useState } from 'react';
import { applyStoredChoice, type DialogLayer, onDialogRequest } from '../../consent/consent-store.ts';

// The dialog's code and styles load only for a visitor who has to choose, or asks to change a choice.
const ConsentDialog = lazy(() => import('./ConsentDialog.tsx').then((module) => ({ default: module.ConsentDialog })));

/**
 * In the layout of every page: once the page is interactive, a choice made earlier takes effect, and
 * a visitor without one (or with one for an older consent text) is asked. Nothing else happens
 * before that, so the first paint and the server's HTML are the same for everybody.
 */
export function ConsentManager() {
  const [layer, setLayer] = useState<DialogLayer | null>(null);
  const [openedAt, setOpenedAt] = useState<DialogLayer>('first');

  useEffect(() => {
    if (!applyStoredChoice()) setLayer('first');
    return onDialogRequest((requested) => {
      setOpenedAt(requested);
      setLayer(requested);
    });
  }, []);

  if (!layer) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog layer={layer} canGoBack={openedAt === 'first'} onLayer={setLayer} onClose={() => setLayer(null)} />
    </Suspense>
  );
}
