import { useTranslation } from '../i18n/use-translation.tsx';
import type { Lang, PageRef } from '../content/routes.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { useDisclosure } from './use-disclosure.ts';
import styles from './LanguagePicker.module.css';

/** The header's language dropdown: a disclosure listing the languages by their own names. */
export function LanguagePicker({ lang, page }: { lang: Lang; page: PageRef }) {
  const { t } = useTranslation('common');
  const { rootProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <div className={styles.picker} {...rootProps}>
      <button className={styles.trigger} {...buttonProps} aria-label={t('header.languageCurrent', { language: t(`languages.${lang}`) })}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M2 10h16M10 2c2.5 2.5 2.5 13.5 0 16M10 2c-2.5 2.5-2.5 13.5 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span aria-hidden="true">{t(`languageSwitch.short.${lang}`)}</span>
      </button>
      <LanguageLinks lang={lang} page={page} className={styles.list} linkClassName={styles.option} {...panelProps} />
    </div>
  );
}
