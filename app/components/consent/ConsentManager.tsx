import { useEffect, useState } from 'react';
import { asksConsent } from '../../consent/configured.ts';
import { applyStoredChoice, type DialogLayer, onDialogRequest } from '../../consent/consent-store.ts';
import { ConsentDialog } from './ConsentDialog.tsx';

type State = { layer: DialogLayer; openedAt: DialogLayer } | 'unknown' | 'closed';

/**
 * In the layout of every page. The server's HTML is the same for everybody and carries the dialog's
 * first layer, hidden; the head script shows it before the first paint to a visitor without a valid
 * choice, so the dialog paints with the page and never after it. Once the page is interactive, a
 * choice made earlier takes effect (and the hidden dialog goes), or the dialog takes focus.
 */
export function ConsentManager() {
  // A build with nothing to consent to has no dialog: nothing to ask, no choice to store.
  return asksConsent ? <AskingConsent /> : null;
}

function AskingConsent() {
  const [state, setState] = useState<State>('unknown');

  useEffect(() => {
    setState(applyStoredChoice() ? 'closed' : { layer: 'first', openedAt: 'first' });
    return onDialogRequest((requested) => setState({ layer: requested, openedAt: requested }));
  }, []);

  if (state === 'closed') return null;
  if (state === 'unknown') return <ConsentDialog layer="first" prepainted canGoBack={false} onLayer={() => {}} onClose={() => {}} />;
  return (
    <ConsentDialog
      layer={state.layer}
      canGoBack={state.openedAt === 'first'}
      onLayer={(layer) => setState({ ...state, layer })}
      onClose={() => setState('closed')}
    />
  );
}
