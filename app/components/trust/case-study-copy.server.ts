import type { CaseStudyId } from '../../content/case-studies.ts';
import { loadMessages } from '../../i18n/messages.server.ts';
import type { Catalog, Messages } from '../../shared/i18n/catalog.ts';
import type { Lang } from '../../shared/languages.ts';

/**
 * A page that shows a case study's teaser (the home page, a workflow page) needs a few strings of the
 * case-study page's namespace: the teaser's labels and that one study's title, summary, project,
 * results and its picture's alt text. Only those join the page's copy, not the whole namespace.
 */
export function withCaseStudyTeaser<Data extends { lang: Lang; messages: Messages }>(data: Data, id: CaseStudyId | undefined): Data {
  if (!id) return data;
  const catalog = loadMessages(data.lang, ['caseStudies']).caseStudies as Catalog & { teaser: Catalog; studies: Record<string, Catalog> };
  const { title, summary, project, results, visual } = catalog.studies[id] as Catalog;
  const caseStudies = { teaser: catalog.teaser, studies: { [id]: { title, summary, project, results, visual } } } as Catalog;
  return { ...data, messages: { ...data.messages, caseStudies } };
}
