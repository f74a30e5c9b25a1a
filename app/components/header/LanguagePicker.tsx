import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LanguageLinks } from '../navigation/LanguageLinks.tsx';
import { Disclosure } from './Disclosure.tsx';
import styles from './LanguagePicker.module.css';
import { useDisclosure } from './use-disclosure.ts';

/** The header's language dropdown: a disclosure listing the languages by their own names. */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const disclosure = useDisclosure<HTMLDivElement>();
  return (
    <div className={styles.picker} {...disclosure.rootProps}>
      <Disclosure
        state={disclosure}
        triggerClassName={styles.trigger}
        trigger={
          <>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M2 10h16M10 2c2.5 2.5 2.5 13.5 0 16M10 2c-2.5 2.5-2.5 13.5 0 16" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {/* The name contains the visible "DE"/"EN" (WCAG 2.5.3, label in name): "Sprache: DE (Deutsch)". */}
            <span className="visually-hidden">{t('header.language')}: </span>
            {t(`languageSwitch.short.${lang}`)}
            <span className="visually-hidden"> ({t(`languages.${lang}`)})</span>
          </>
        }
        panel={(panelProps) => <LanguageLinks className={styles.list} linkClassName={styles.option} {...panelProps} />}
      />
    </div>
  );
}
