import { useSearchParams } from 'react-router';
import forms from '../../components/forms/forms.module.css';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { useLang, usePage } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { isLinkToken, newsletterTokenMarker } from '../../shared/newsletter.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './NewsletterStatus.module.css';

export const loader = pageLoader;
export const meta = pageMeta;

/**
 * Where a newsletter link from a mail lands: the question it asks (confirm, unsubscribe), answered
 * with a button whose POST acts, so a mail scanner that opens the link changes nothing; or what
 * happened, and the way back into the site.
 */
function NewsletterStatusPage() {
  const { t } = useTranslation('newsletter');
  const page = usePage();
  const lang = useLang();
  const status = page.id === 'newsletterStatus' ? page.status : 'link-invalid';
  const action = status === 'confirm' || status === 'unsubscribe' ? status : null;
  // The prerendered page holds the marker, which the server replaces with the link's token; the
  // browser reads the same token from the address, so hydration finds what it renders.
  const [params] = useSearchParams();
  const fromAddress = params.get('token');
  const token = isLinkToken(fromAddress) ? fromAddress : newsletterTokenMarker;
  return (
    <>
      <PageIntro title={t(`status.${status}.hero.title`)} intro={t(`status.${status}.hero.intro`)} />
      <div className={`container ${styles.next}`}>
        {action && (
          <form method="post" action={`/api/newsletter/${action}`} className={styles.form}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={forms.submit}>
              {t(`actions.${action}`)}
            </button>
          </form>
        )}
        <p>
          <PageLink to={pathTo('home', lang)}>{t('home')}</PageLink>
        </p>
      </div>
    </>
  );
}

export default withPageCopy(NewsletterStatusPage);
