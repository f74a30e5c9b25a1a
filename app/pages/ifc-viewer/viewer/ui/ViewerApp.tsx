import { use } from 'react';
import { CopyProvider, useTranslation } from '../../../../i18n/use-translation.tsx';
import { loadChunk } from '../../../../lib/load-chunk.ts';
import type { Catalog } from '../../../../shared/i18n/catalog.ts';
import type { Lang } from '../../../../shared/languages.ts';
import { Viewer } from './Viewer.tsx';
import type { ViewerStart } from './viewer-start.ts';

// The viewer's copy comes with its code, one chunk per language, not with the page.
const catalogs = import.meta.glob<Catalog>('/locales/*/ifcViewerTool.json', { import: 'default' });
const ticketCatalogs = import.meta.glob<Catalog>('/locales/*/ifcViewerTicket.json', { import: 'default' });
type ViewerCopy = { ifcViewerTool: Catalog; ifcViewerTicket: Catalog };
const loading = new Map<Lang, Promise<ViewerCopy>>();

function catalogOf(lang: Lang): Promise<ViewerCopy> {
  let promise = loading.get(lang);
  if (!promise) {
    const load = catalogs[`/locales/${lang}/ifcViewerTool.json`];
    const loadTicket = ticketCatalogs[`/locales/${lang}/ifcViewerTicket.json`];
    promise =
      load && loadTicket
        ? Promise.all([loadChunk('viewer copy', load), loadChunk('ticket copy', loadTicket)]).then(([tool, ticket]) => ({
            ifcViewerTool: tool,
            ifcViewerTicket: ticket,
          }))
        : Promise.reject(new Error(`no viewer copy for ${lang}`));
    // A copy that did not arrive is asked for anew when the visitor tries again.
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

export interface ViewerAppProps {
  start: ViewerStart;
  /** The viewer has drawn its first frame (or has a model or a problem to show without one). */
  onShown?: () => void;
}

/** The lazily loaded viewer: its copy in the page's language (the page's loading state shows meanwhile), then the viewer. */
export default function ViewerApp({ start, onShown }: ViewerAppProps) {
  const { lang } = useTranslation('ifcViewer');
  const copy = use(catalogOf(lang));
  return (
    <CopyProvider messages={copy}>
      <Viewer start={start} onShown={onShown} />
    </CopyProvider>
  );
}
