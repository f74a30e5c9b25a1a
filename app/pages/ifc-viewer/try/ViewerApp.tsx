import { Viewer, type ViewerHost, type ViewerNamespace, type ViewerStart } from '@lotrecht/ifc-viewer/react';
import { use, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import type { Catalog } from '../../../shared/i18n/catalog.ts';
import { formatDay } from '../../../shared/i18n/format.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';

// The viewer's copy comes with its code, one chunk per language and namespace, not with the page.
const catalogs: Record<ViewerNamespace, Record<string, () => Promise<Catalog>>> = {
  ifcViewerTool: import.meta.glob<Catalog>('/locales/*/ifcViewerTool.json', { import: 'default' }),
  ifcViewerBcf: import.meta.glob<Catalog>('/locales/*/ifcViewerBcf.json', { import: 'default' }),
  ifcViewerTicket: import.meta.glob<Catalog>('/locales/*/ifcViewerTicket.json', { import: 'default' }),
};
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

/**
 * The lazily loaded viewer package on this site: its copy in the page's language from the site's locale
 * files (the page's loading state shows meanwhile), and days written as the site writes them.
 */
export default function ViewerApp({ start, onShown }: ViewerAppProps) {
  const { lang, copy } = useTranslation('common');
  // All asked for before any is awaited, so they load side by side.
  const copies = [catalogOf(lang, 'ifcViewerTool'), catalogOf(lang, 'ifcViewerBcf'), catalogOf(lang, 'ifcViewerTicket')] as const;
  const tool = use(copies[0]);
  const bcf = use(copies[1]);
  const ticket = use(copies[2]);
  const months = copy('months');
  const host = useMemo<ViewerHost>(() => {
    const messages: Record<ViewerNamespace, Catalog> = { ifcViewerTool: tool, ifcViewerBcf: bcf, ifcViewerTicket: ticket };
    return {
      lang,
      // Keys are checked against both languages' files by tests/unit/ifc-viewer-copy.test.ts.
      translator: (namespace) => createTranslator(messages[namespace], lang, namespace),
      formatDay: (isoDay) => formatDay(isoDay, lang, months),
    };
  }, [lang, months, tool, bcf, ticket]);
  return <Viewer host={host} start={start} onShown={onShown} />;
}
