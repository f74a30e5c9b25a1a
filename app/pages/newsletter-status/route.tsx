import { Link } from 'react-router';
import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { useLang, usePage } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { pathTo } from '../../shared/pages.ts';

export const loader = pageLoader;
export const meta = pageMeta;

/** Where a newsletter link from a mail lands: what happened, and the way back into the site. */
function NewsletterStatusPage() {
  const { t } = useTranslation('newsletter');
  const page = usePage();
  const lang = useLang();
  const status = page.id === 'newsletterStatus' ? page.status : 'link-invalid';
  return (
    <>
      <PageIntro title={t(`status.${status}.hero.title`)} intro={t(`status.${status}.hero.intro`)} />
      <p className="container">
        <Link to={pathTo('home', lang)}>{t('home')}</Link>
      </p>
    </>
  );
}

export default withPageCopy(NewsletterStatusPage);
