import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/product-plan-management';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'planManagement' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function PlanManagementPage() {
  const { t } = useTranslation('planManagement');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}
