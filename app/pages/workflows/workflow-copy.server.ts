import type { LoaderFunctionArgs } from 'react-router';
import { pageLoader } from '../../i18n/page-data.server.ts';
import type { Catalog } from '../../shared/i18n/catalog.ts';

/**
 * The workflow pages' loader: the namespace holds all four audiences' copy, but a page needs only its
 * own audience in full and the others' cards (the index needs only the cards). The rest stays out of
 * the page and its `.data` file, a third of the namespace on each.
 */
export function workflowCopyLoader(args: LoaderFunctionArgs) {
  const data = pageLoader(args);
  const current = data.page.id === 'workflow' ? data.page.workflowName : undefined;
  const catalog = data.messages.workflows as Catalog & { audiences: Record<string, Catalog> };
  const audiences = Object.fromEntries(
    Object.entries(catalog.audiences).map(([name, audience]) => [name, name === current ? audience : { card: audience.card as Catalog }]),
  );
  return { ...data, messages: { ...data.messages, workflows: { ...catalog, audiences } } };
}
