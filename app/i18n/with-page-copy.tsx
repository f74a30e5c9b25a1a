import type { ComponentType } from 'react';
import type { Messages } from '../shared/i18n/catalog.ts';
import { CopyProvider } from './use-translation.tsx';

/**
 * A page's route component: the page's own copy (its loader's) joins the shared copy for everything
 * the page renders. Route modules export `withPageCopy(ThePage)` as their default.
 */
export function withPageCopy(Page: ComponentType) {
  function PageWithCopy({ loaderData }: { loaderData: { messages: Messages } }) {
    return (
      <CopyProvider messages={loaderData.messages}>
        <Page />
      </CopyProvider>
    );
  }
  PageWithCopy.displayName = `WithPageCopy(${Page.displayName ?? Page.name})`;
  return PageWithCopy;
}
