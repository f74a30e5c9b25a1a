import { integrationGroups } from '../../content/integrations.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Band } from '../sections/Band.tsx';
import { SectionHeading } from '../sections/SectionHeading.tsx';
import styles from './Integrations.module.css';

/**
 * The formats and programs Lotrecht works with, in four groups, each with the site's own small mark; on
 * a wide screen beside the heading, two by two, so the band is no taller than the groups.
 */
export function Integrations() {
  const { t, copy } = useTranslation('home');
  const items = copy('integrations.items');
  const groups = copy('integrations.groups');
  return (
    <Band labelledBy="integrations-title" className={styles.layout}>
      <SectionHeading id="integrations-title" eyebrow={t('integrations.eyebrow')} title={t('integrations.title')} intro={t('integrations.intro')} />
      <div>
        <div className={styles.groups}>
          {integrationGroups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`integrations-${group.id}`}>
              <h3 id={`integrations-${group.id}`} className={styles.groupTitle}>
                {groups[group.id]}
              </h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <span className={`${styles.tile} ${styles[item.mark.kind]}`} data-tile={item.mark.kind} aria-hidden="true">
                      {item.mark.label}
                    </span>
                    <div className={styles.text}>
                      <strong className={styles.name}>{items[item.id].name}</strong>
                      <span className={styles.note}>{items[item.id].note}</span>
                      {'chips' in item && (
                        <ul className={styles.chips} aria-label={t(`integrations.${item.chips.kind}`)}>
                          {item.chips.values.map((value) => (
                            <li key={value} className={styles.chip}>
                              {value}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className={styles.trademarks}>{t('integrations.trademarks')}</p>
      </div>
    </Band>
  );
}
