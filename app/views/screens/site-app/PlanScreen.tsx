import type { Resources } from '../../../shared/i18n/keys.ts';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { KitCopy } from '../../types.ts';
import { PlanDrawing } from './PlanDrawing.tsx';
import styles from './SiteApp.module.css';
import { newDefect, planViews } from './site-app-data.ts';

type Copy = Resources['viewSiteApp'];

/** The plan of level 3 on the phone with every pin, the new one chosen and summed up in a sheet below. */
export function PlanScreen({ copy, kit }: { copy: Copy; kit: KitCopy }) {
  return (
    <PhoneApp kit={kit} active="plans" detail title={copy.plan.title} subtitle={copy.plan.subtitle}>
      <div className={styles.planScreen}>
        <div className={styles.filterChips}>
          <span className={styles.chipActive}>{copy.plan.filters.all}</span>
          <span className={styles.chip}>{copy.plan.filters.open}</span>
          <span className={styles.chip}>{copy.plan.filters.mine}</span>
        </div>
        <PlanDrawing copy={copy} view={planViews.whole} selected={newDefect.pin} className={styles.planWhole} />
        <div className={styles.sheet}>
          <span className={styles.sheetPin}>{newDefect.pin}</span>
          <span className={styles.sheetText}>
            <span className={styles.sheetMeta}>
              <span className={styles.kind} data-kind="defect">
                {copy.defect.kind}
              </span>
              {newDefect.id}
            </span>
            <strong>{copy.defect.title}</strong>
          </span>
        </div>
      </div>
    </PhoneApp>
  );
}
