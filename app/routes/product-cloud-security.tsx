import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/product-cloud-security';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'cloudSecurity' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function CloudSecurityPage() {
  const { t } = useTranslation('cloudSecurity');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}
