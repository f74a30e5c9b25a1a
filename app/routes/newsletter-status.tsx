import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { PageIntro } from '../components/PageIntro.tsx';
import { pathTo, type NewsletterStatus } from '../content/routes.ts';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/newsletter-status';

export const loader = ({ params }: Route.LoaderArgs) =>
  pageData({ page: 'newsletterStatus', status: params.status as NewsletterStatus }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

/** Where a newsletter link from a mail lands: what happened, and the way back into the site. */
export default function NewsletterStatusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('newsletter');
  const status = loaderData.ref.page === 'newsletterStatus' ? loaderData.ref.status : 'link-invalid';
  return (
    <>
      <PageIntro title={t(`status.${status}.hero.title`)} intro={t(`status.${status}.hero.intro`)} />
      <p className="container">
        <Link to={pathTo('home', loaderData.lang)}>{t('home')}</Link>
      </p>
    </>
  );
}
