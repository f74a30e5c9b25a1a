import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/workflows';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'workflows' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function WorkflowsPage() {
  const { t } = useTranslation('workflows');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}
