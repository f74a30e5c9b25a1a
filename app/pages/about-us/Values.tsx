import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { values } from './content.ts';
import { Glyph } from './Glyph.tsx';
import styles from './Values.module.css';

/** The six values, each with a small drawing, a title and two sentences. */
export function Values() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="values" labelledBy="values-title" tone="warm">
      <SectionHeading id="values-title" eyebrow={t('values.eyebrow')} title={t('values.title')} intro={t('values.intro')} />
      <ul className={styles.grid}>
        {values.map((value) => (
          <li key={value.id} className={styles.card}>
            <span className={styles.icon}>
              <Glyph name={value.glyph} />
            </span>
            <h3 className={styles.title}>{t(`values.items.${value.id}.title`)}</h3>
            <p className={styles.body}>{t(`values.items.${value.id}.body`)}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
