import { use, useMemo } from 'react';
import { CopyProvider, useTranslation } from '../../../../i18n/use-translation.tsx';
import { loadChunk } from '../../../../lib/load-chunk.ts';
import type { Catalog } from '../../../../shared/i18n/catalog.ts';
import type { Lang } from '../../../../shared/languages.ts';
import { Viewer } from './Viewer.tsx';
import type { ViewerStart } from './viewer-start.ts';

// The viewer's copy comes with its code, one chunk per language and namespace, not with the page.
const catalogs = {
  ifcViewerTool: import.meta.glob<Catalog>('/locales/*/ifcViewerTool.json', { import: 'default' }),
  ifcViewerBcf: import.meta.glob<Catalog>('/locales/*/ifcViewerBcf.json', { import: 'default' }),
  ifcViewerTicket: import.meta.glob<Catalog>('/locales/*/ifcViewerTicket.json', { import: 'default' }),
};
type ViewerNamespace = keyof typeof catalogs;
const loading = new Map<string, Promise<Catalog>>();

function catalogOf(lang: Lang, namespace: ViewerNamespace): Promise<Catalog> {
  const key = `${lang}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = catalogs[namespace][`/locales/${key}.json`];
    promise = load ? loadChunk('viewer copy', load) : Promise.reject(new Error(`no viewer copy ${key}`));
    // A copy that did not arrive is asked for anew when the visitor tries again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
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
  // All asked for before any is awaited, so they load side by side.
  const copies = [catalogOf(lang, 'ifcViewerTool'), catalogOf(lang, 'ifcViewerBcf'), catalogOf(lang, 'ifcViewerTicket')] as const;
  const tool = use(copies[0]);
  const bcf = use(copies[1]);
  const ticket = use(copies[2]);
  const messages = useMemo(() => ({ ifcViewerTool: tool, ifcViewerBcf: bcf, ifcViewerTicket: ticket }), [tool, bcf, ticket]);
  return (
    <CopyProvider messages={messages}>
      <Viewer start={start} onShown={onShown} />
    </CopyProvider>
  );
}
