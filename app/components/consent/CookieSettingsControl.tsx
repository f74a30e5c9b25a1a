import { openConsentDialog, storedChoice } from '../../consent/consent-store.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { pathTo } from '../../shared/pages.ts';
import { PageLink } from '../navigation/PageLink.tsx';

/**
 * "Cookie settings" in the footer of every page. Without JavaScript nothing can be tracked, so it is
 * a link to the privacy notice's cookie section; the script turns it into the button that reopens
 * the consent dialog, at the first layer for a visitor who has not chosen yet.
 */
export function CookieSettingsControl({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  const lang = useLang();
  const enhanced = useEnhanced();
  if (!enhanced) {
    return (
      <PageLink className={className} to={`${pathTo('privacy', lang)}#cookies`}>
        {t('footer')}
      </PageLink>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openConsentDialog(storedChoice() ? 'settings' : 'first')}>
      {t('footer')}
    </button>
  );
}
