import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Decision, type DialogLayer, decide, storedChoice } from '../../consent/consent-store.ts';
import { useLang } from '../../context/page.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { consentCategories, cookiesOf } from '../../shared/consent/cookies.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './ConsentDialog.module.css';
import { CookieTable } from './CookieTable.tsx';

const everything: Decision = { analytics: true, marketing: true };
const nothing: Decision = { analytics: false, marketing: false };
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

interface Props {
  layer: DialogLayer;
  /** Whether the settings were reached from the first layer (Back and Escape return there). */
  canGoBack: boolean;
  onLayer: (layer: DialogLayer) => void;
  onClose: () => void;
}

/**
 * The consent dialog (WAI-ARIA dialog pattern): focus moves in and stays in while it is open, and
 * goes back where it was when it closes. It sits at the foot of the screen over nothing but the page's
 * lower edge, without a backdrop: the page stays readable and scrollable behind it. Escape leaves
 * the settings for the first layer, and the first layer without a choice (nothing is then allowed,
 * and the next page asks again).
 */
export function ConsentDialog({ layer, canGoBack, onLayer, onClose }: Props) {
  const { t } = useTranslation('consent');
  const lang = useLang();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const [decision, setDecision] = useState<Decision>(() => {
    const choice = storedChoice();
    return { analytics: choice?.analytics ?? false, marketing: choice?.marketing ?? false };
  });

  // Where focus was when the dialog opened (the footer control, or the page), to return it there.
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);

  // Each layer starts at its heading, so a screen reader reads the dialog's name and text first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the layer changes
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [layer]);

  const choose = (chosen: Decision) => {
    decide(chosen);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (layer === 'settings' && canGoBack) onLayer('first');
      else onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.offsetParent !== null);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active) || active?.tagName === 'H2')) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const actions = (
    <>
      <button type="button" className={styles.button} onClick={() => choose(everything)}>
        {t('dialog.acceptAll')}
      </button>
      <button type="button" className={styles.button} onClick={() => choose(nothing)}>
        {t('dialog.rejectAll')}
      </button>
    </>
  );

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      data-layer={layer}
      onKeyDown={onKeyDown}
    >
      {layer === 'first' ? (
        <>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            {t('dialog.title')}
          </h2>
          <p id={textId} className={styles.text}>
            <RichText text={t('dialog.text')} tags={{ privacy: (text) => <Link to={`${pathTo('privacy', lang)}#cookies`}>{text}</Link> }} />
          </p>
          <div className={styles.actions}>
            {actions}
            <button type="button" className={styles.button} onClick={() => onLayer('settings')}>
              {t('dialog.settings')}
            </button>
          </div>
        </>
      ) : (
        <>
          {canGoBack && (
            <button type="button" className={styles.back} onClick={() => onLayer('first')}>
              {t('dialog.back')}
            </button>
          )}
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            {t('dialog.settingsTitle')}
          </h2>
          <p id={textId} className={styles.text}>
            {t('dialog.settingsText')}
          </p>
          <ul className={styles.categories}>
            {consentCategories.map((category) => {
              const cookies = cookiesOf(category);
              const name = t(`categories.${category}.name`);
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
                    {t(`categories.${category}.text`)}
                  </p>
                  <details className={styles.cookies}>
                    <summary>{t('dialog.cookiesIn', { count: cookies.length })}</summary>
                    <CookieTable entries={cookies} caption={name} className={styles.table} />
                  </details>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => choose(decision)}>
              {t('dialog.save')}
            </button>
            {actions}
          </div>
        </>
      )}
    </div>
  );
}
