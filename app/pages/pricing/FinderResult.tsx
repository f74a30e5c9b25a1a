import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Finder.module.css';
import { type Recommendation, typicalModel } from './recommend.ts';

interface Props {
  result: Recommendation | null;
  onOffer: () => void;
}

/**
 * The recommendation, in a panel that is there from the start so nothing moves when it fills. Focus
 * goes to its heading when it appears: the visitor pressed a button to get it, the heading says
 * which model, and the offer button is the next stop for Tab (a live region would announce it but
 * leave keyboard users to search for that button).
 */
export function FinderResult({ result, onOffer }: Props) {
  const { t, copy } = useTranslation('pricing');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  if (!result) {
    // Before the answers: the model most teams in construction start from, so the panel is never an
    // empty box; it says it is a starting point, and the visitor's answers turn it into a recommendation.
    const typical = copy('models.items')[typicalModel];
    return (
      <div className={`${styles.result} ${styles.typical}`} data-typical={typicalModel}>
        <p className={styles.resultEyebrow}>{t('finder.typicalEyebrow')}</p>
        <h3 className={styles.resultTitle}>{t('finder.resultTitle', { model: typical.name })}</h3>
        <p className={styles.reason}>{t('finder.typicalReason')}</p>
        <p className={styles.hint}>{t('finder.placeholder')}</p>
      </div>
    );
  }
  const model = copy('models.items')[result.model];
  return (
    <div className={styles.result} data-recommended={result.model}>
      <p className={styles.resultEyebrow}>{t('finder.resultEyebrow')}</p>
      <h3 ref={heading} id="finder-result" tabIndex={-1} className={styles.resultTitle}>
        {t('finder.resultTitle', { model: model.name })}
      </h3>
      <p className={styles.reason}>{t(`finder.reasons.${result.reason}`)}</p>
      <button type="button" className={styles.offer} onClick={onOffer}>
        {t('finder.offer')}
      </button>
      <p className={styles.hint}>{t('finder.offerHint')}</p>
    </div>
  );
}
