import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { navigationTargets } from './lib/navigation-target.ts';

// React Router's default entry, plus a note of where each navigation goes (lib/navigation-target.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[navigationTargets]} />
    </StrictMode>,
  );
});
