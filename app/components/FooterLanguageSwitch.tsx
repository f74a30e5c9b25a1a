import { useTranslation } from 'react-i18next';
import { type Lang, languages, type PageRef } from '../content/routes.ts';
import { LanguageLink } from './LanguageLink.tsx';
import styles from './Footer.module.css';

/** German | English, the active one marked in the brand yellow. */
export function FooterLanguageSwitch({ lang, page }: { lang: Lang; page: PageRef }) {
  const { t } = useTranslation('common');
  return (
    <ul className={styles.languages} aria-label={t('footer.language')}>
      {languages.map((code) => (
        <li key={code}>
          <LanguageLink to={code} current={lang} page={page} className={styles.language}>
            {t(`languages.${code}`)}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
