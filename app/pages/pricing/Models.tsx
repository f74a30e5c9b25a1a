import type { MouseEvent } from 'react';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type PricingModel, pricingModels } from './content.ts';
import { requestOffer } from './inquiry.ts';
import styles from './Models.module.css';

/** The three pricing models as cards: for whom, what is included, and the way to an offer; no amounts. */
export function Models() {
  const { t, copy } = useTranslation('pricing');
  const items = copy('models.items');
  // A plain link to the form; with the script it also names the model in the form's message.
  const ask = (model: PricingModel) => (_event: MouseEvent<HTMLAnchorElement>) => requestOffer(t('models.message', { model: items[model].name }));
  return (
    <Band id="models" labelledBy="models-title">
      <SectionHeading id="models-title" eyebrow={t('models.eyebrow')} title={t('models.title')} intro={t('models.intro')} align="center" />
      <ul className={styles.grid}>
        {pricingModels.map((model) => {
          const item = items[model];
          return (
            <li key={model} className={`${styles.card} ${model === 'enterprise' ? styles.featured : ''}`} data-model={model}>
              {'badge' in item && <p className={styles.badge}>{item.badge}</p>}
              <h3 className={styles.name}>{item.name}</h3>
              <p className={styles.tagline}>{item.tagline}</p>
              <p className={styles.price}>
                <strong>{t('models.price')}</strong>
                <span>{t('models.priceNote')}</span>
              </p>
              <h4 className={styles.label}>{t('models.audienceLabel')}</h4>
              <p className={styles.audience}>{item.audience}</p>
              <h4 className={styles.label}>{t('models.includesLabel')}</h4>
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {/* biome-ignore lint/a11y/useValidAnchor: a real link to the form; the click only adds the model to its message */}
              <a className={styles.cta} href="#contact" onClick={ask(model)}>
                {t('models.cta')} <span className="visually-hidden">{t('models.ctaFor', { model: item.name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}
