import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/careers';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'careers' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function CareersPage() {
  const { t } = useTranslation('careers');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}
