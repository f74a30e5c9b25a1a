import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { configuredTags } from '../../consent/configured.ts';
import { type Decision, type DialogLayer, decide } from '../../consent/consent-store.ts';
import { useLang } from '../../context/page.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './ConsentDialog.module.css';
import { EqualChoices } from './EqualChoices.tsx';

const loadSettings = () => import('./ConsentSettings.tsx').then((module) => ({ default: module.ConsentSettings }));
const ConsentSettings = lazy(loadSettings);
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

interface Props {
  layer: DialogLayer;
  /**
   * Rendered with the page (and hydrated) before it is known whether the visitor has chosen already:
   * hidden unless the head script found no choice, and without taking focus.
   */
  prepainted?: boolean;
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
 * and the next page asks again). The first layer is part of every page, so it paints with the page;
 * the settings' code loads when a visitor may want them.
 */
export function ConsentDialog({ layer, prepainted = false, canGoBack, onLayer, onClose }: Props) {
  const { t } = useTranslation('consent');
  const lang = useLang();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  // Where focus was when the dialog opened (the footer control), to return it there. A dialog that
  // came with the page had nothing focused before it.
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);

  // The first layer starts at its heading, so a screen reader reads the dialog's name and text first
  // (the settings focus their own heading once their code is there).
  useEffect(() => {
    if (prepainted) return;
    if (layer === 'first') dialog.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    else void loadSettings();
  }, [layer, prepainted]);

  const choose = (decision: Decision) => {
    decide(decision);
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

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      data-layer={layer}
      data-prepainted={prepainted ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      {layer === 'first' ? (
        <>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            {t('dialog.title')}
          </h2>
          <p id={textId} className={styles.text}>
            <RichText
              text={t('dialog.text', { services: configuredTags === 'none' ? '' : t(`dialog.services.${configuredTags}`) })}
              tags={{ privacy: (text) => <PageLink to={`${pathTo('privacy', lang)}#cookies`}>{text}</PageLink> }}
            />
          </p>
          <div className={styles.actions}>
            <EqualChoices onChoose={choose} />
            {/* The settings' code is fetched when a pointer or the focus reaches this button, so a click
                seldom waits for it, and the visitors who never open them (most) never load it. */}
            <button
              type="button"
              className={styles.button}
              onPointerEnter={() => void loadSettings()}
              onFocus={() => void loadSettings()}
              onClick={() => onLayer('settings')}
            >
              {t('dialog.settings')}
            </button>
          </div>
        </>
      ) : (
        <Suspense fallback={null}>
          <ConsentSettings titleId={titleId} textId={textId} onBack={canGoBack ? () => onLayer('first') : undefined} onChoose={choose} />
        </Suspense>
      )}
    </div>
  );
}
