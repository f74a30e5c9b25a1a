import type { Resources } from '../../../shared/i18n/keys.ts';
import type { Lang } from '../../../shared/languages.ts';
import { viewLocales } from '../../kit/formats.ts';
import styles from './Costs.module.css';
import type { CostGroup } from './costs-data.ts';

type Copy = Resources['viewPanelsSite'];

/** Thousands of euros as the app writes millions: "14,8 Mio. €" or "€14.8m". */
export function millions(thousands: number, lang: Lang): string {
  const value = new Intl.NumberFormat(viewLocales[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(thousands / 1000);
  return lang === 'de' ? `${value} Mio. €` : `€${value}m`;
}

interface Props {
  groups: readonly CostGroup[];
  lang: Lang;
  copy: Copy;
  /** The card: names shortened to their number and one line each. */
  compact?: boolean;
}

/** Each cost group as a bar on one scale: the budget (outline), what is awarded (solid), the forecast (a tick, red above budget). */
export function CostBars({ groups, lang, copy, compact = false }: Props) {
  const scale = Math.max(...groups.map((group) => Math.max(group.budget, group.forecast)));
  const share = (value: number) => `${(value / scale) * 100}%`;
  return (
    <ul className={compact ? styles.barsCompact : styles.bars}>
      {groups.map((group) => {
        const over = group.forecast > group.budget;
        return (
          <li key={group.kg} className={styles.group}>
            <span className={styles.name}>
              <strong>KG {group.kg}</strong> {compact ? copy.costs.short[group.kg] : copy.costs.groups[group.kg]}
            </span>
            <span className={styles.figure} data-over={over || undefined}>
              {millions(group.forecast, lang)}
            </span>
            <span className={styles.track}>
              <span className={styles.budget} style={{ width: share(group.budget) }} data-datum />
              <span className={styles.awarded} style={{ width: share(group.awarded) }} data-datum />
              <span className={styles.forecast} style={{ left: share(group.forecast) }} data-over={over || undefined} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
