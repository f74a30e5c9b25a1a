import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/about-us';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'aboutUs' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function AboutUsPage() {
  const { t } = useTranslation('aboutUs');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}
