import { useEffect, useRef, useState } from 'react';
import { configuredCookies, configuredTags, consentCategoriesAsked } from '../../consent/configured.ts';
import { type Decision, storedChoice } from '../../consent/consent-store.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ConsentCategory } from '../../shared/consent/cookies.ts';
import dialogStyles from './ConsentDialog.module.css';
import styles from './ConsentSettings.module.css';
import { CookieTable } from './CookieTable.tsx';
import { EqualChoices } from './EqualChoices.tsx';

interface Props {
  titleId: string;
  textId: string;
  /** Given when the settings were reached from the first layer, to return there. */
  onBack?: () => void;
  onChoose: (decision: Decision) => void;
}

/** The categories this build asks about, after the necessary ones it only tells of. */
const shownCategories: readonly ConsentCategory[] = ['necessary', ...consentCategoriesAsked];

/**
 * The consent dialog's second layer: each category with what it does and the cookies it sets,
 * switched off unless the visitor switched it on before. Its code loads when it is first opened.
 */
export function ConsentSettings({ titleId, textId, onBack, onChoose }: Props) {
  const { t } = useTranslation('consent');
  const heading = useRef<HTMLHeadingElement>(null);
  const [decision, setDecision] = useState<Decision>(() => {
    const choice = storedChoice();
    return { analytics: choice?.analytics ?? false, marketing: choice?.marketing ?? false };
  });

  // The layer starts at its heading, so a screen reader reads its name and text first.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <>
      {onBack && (
        <button type="button" className={`link-button ${styles.back}`} onClick={onBack}>
          {t('dialog.back')}
        </button>
      )}
      <h2 ref={heading} id={titleId} className={dialogStyles.title} tabIndex={-1}>
        {t('dialog.settingsTitle')}
      </h2>
      <p id={textId} className={dialogStyles.text}>
        {t('dialog.settingsText')}
      </p>
      <ul className={styles.categories}>
        {shownCategories.map((category) => {
          const cookies = configuredCookies.filter((entry) => entry.category === category);
          const name = t(`categories.${category}.name`);
          // GA4 is described alike however it loads; the container, when there is one, is named too.
          const text =
            category === 'analytics'
              ? [t('categories.analytics.text'), configuredTags === 'tagManager' ? t('categories.analytics.viaTagManager') : ''].join(' ').trim()
              : t(`categories.${category}.text`);
          return (
            <li key={category} className={styles.category}>
              <div className={styles.categoryHead}>
                {category === 'necessary' ? (
                  <>
                    <h3 className={styles.categoryName}>{name}</h3>
                    <span className={styles.always}>{t('dialog.alwaysActive')}</span>
                  </>
                ) : (
                  <h3 className={styles.categoryName}>
                    <label className={styles.switch}>
                      <input
                        type="checkbox"
                        name={category}
                        checked={decision[category]}
                        aria-describedby={`${titleId}-${category}`}
                        onChange={(event) => setDecision({ ...decision, [category]: event.currentTarget.checked })}
                      />
                      {name}
                    </label>
                  </h3>
                )}
              </div>
              <p id={`${titleId}-${category}`} className={styles.categoryText}>
                {text}
              </p>
              <details className={styles.cookies}>
                <summary>{t('dialog.cookiesIn', { count: cookies.length })}</summary>
                <CookieTable entries={cookies} caption={name} className={styles.table} />
              </details>
            </li>
          );
        })}
      </ul>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.button} onClick={() => onChoose(decision)}>
          {t('dialog.save')}
        </button>
        <EqualChoices onChoose={onChoose} />
      </div>
    </>
  );
}
