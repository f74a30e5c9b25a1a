import type { Resources } from '../../../shared/i18n/keys.ts';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import { CostBars, millions } from './CostBars.tsx';
import styles from './Costs.module.css';
import { costGroups, total } from './costs-data.ts';

type Copy = Resources['viewPanelsSite'];

/** The builder's cost overview by DIN 276 cost group: budget, awarded, forecast, and where it runs over. */
export function Costs({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const over = total('forecast') > total('budget');
  const kpis = (
    <div className={composition === 'phone' ? `${styles.summary} ${styles.phoneSummary}` : styles.summary}>
      <span className={styles.kpi}>
        {copy.costs.budget}
        <strong>{millions(total('budget'), lang)}</strong>
      </span>
      <span className={styles.kpi}>
        {copy.costs.awarded}
        <strong>{millions(total('awarded'), lang)}</strong>
      </span>
      {composition === 'desktop' && (
        <span className={styles.kpi} data-over={over || undefined}>
          {copy.costs.forecast}
          <strong>{millions(total('forecast'), lang)}</strong>
        </span>
      )}
    </div>
  );
  const legend = (
    <ul className={styles.legend}>
      {(['budget', 'awarded', 'forecast'] as const).map((key) => (
        <li key={key}>
          <i data-key={key} />
          {copy.costs[key]}
        </li>
      ))}
    </ul>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="overview" title={copy.costs.title} subtitle={copy.costs.phoneSubtitle}>
        {kpis}
        <CostBars groups={costGroups} lang={lang} copy={copy} compact />
        {legend}
      </PhoneApp>
    );
  return (
    <Panel icon="overview" path={[copy.costs.module, copy.costs.title]}>
      {kpis}
      <CostBars groups={costGroups} lang={lang} copy={copy} />
      {legend}
    </Panel>
  );
}
