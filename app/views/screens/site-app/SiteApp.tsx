import type { Resources } from '../../../shared/i18n/keys.ts';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import { DefectForm } from './DefectForm.tsx';
import { DefectScreen } from './DefectScreen.tsx';
import { Device } from './Device.tsx';
import { PlanScreen } from './PlanScreen.tsx';
import styles from './SiteApp.module.css';
import { newDefect } from './site-app-data.ts';
import { TaskScreen } from './TaskScreen.tsx';

type Copy = Resources['viewSiteApp'];

/**
 * The web app on site. The phone composition is the app itself: a defect recorded without a network.
 * The desktop composition shows three of its screens on phones side by side: the plan with its pins,
 * the defect with its photo, and the list where it waits to be sent.
 */
export function SiteApp({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  if (composition === 'phone') {
    return (
      <PhoneApp kit={kit} active="tasks" detail title={copy.form.title} subtitle={copy.form.subtitle}>
        <DefectForm copy={copy} lang={lang} />
      </PhoneApp>
    );
  }

  return (
    <div className={styles.scene}>
      <Device time={newDefect.recordedAt} className={styles.left}>
        <PlanScreen copy={copy} kit={kit} />
      </Device>
      <Device time={newDefect.recordedAt} className={styles.right}>
        <TaskScreen copy={copy} kit={kit} lang={lang} />
      </Device>
      <Device time={newDefect.recordedAt} className={styles.centre}>
        <DefectScreen copy={copy} kit={kit} lang={lang} />
      </Device>
    </div>
  );
}
