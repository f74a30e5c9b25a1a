import { allowEverything, allowNothing, type Decision } from '../../consent/consent-store.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './ConsentDialog.module.css';

/** "Accept all" and "Reject all", alike in look and weight, on both layers of the dialog. */
export function EqualChoices({ onChoose }: { onChoose: (decision: Decision) => void }) {
  const { t } = useTranslation('consent');
  return (
    <>
      <button type="button" className={styles.button} onClick={() => onChoose(allowEverything)}>
        {t('dialog.acceptAll')}
      </button>
      <button type="button" className={styles.button} onClick={() => onChoose(allowNothing)}>
        {t('dialog.rejectAll')}
      </button>
    </>
  );
}
