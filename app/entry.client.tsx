import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { navigationTargets } from './lib/navigation-target.ts';
import { retryingPageData } from './lib/retry-page-data.ts';

// Before the router makes its first request: page data that fail are tried again (lib/retry-page-data.ts).
window.fetch = retryingPageData(window.fetch.bind(window));

// React Router's default entry, plus a note of where each navigation goes (lib/navigation-target.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[navigationTargets]} />
    </StrictMode>,
  );
});
