import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import { handover, handoverModel } from './costs-data.ts';
import styles from './Handover.module.css';

type Copy = Resources['viewPanelsSite'];

/** The handover to operation: the documentation each trade owes, how much is approved, and the as-built model. */
export function Handover({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const approved = handover.reduce((sum, item) => sum + item.approved, 0);
  const due = handover.reduce((sum, item) => sum + item.due, 0);
  const percent = Math.round((approved / due) * 100);
  const body = (
    <div className={styles.body}>
      <div className={styles.head}>
        <span className={styles.percent}>{percent} %</span>
        <span>{fill(copy.handover.progress, { approved: String(approved), due: String(due) })}</span>
      </div>
      <ul className={styles.items}>
        {handover.map((item) => (
          <li key={item.id}>
            <Icon name={item.approved === item.due ? 'check' : 'documents'} size={15} />
            <span className={styles.name}>{copy.handover.items[item.id]}</span>
            <span className={styles.count} data-complete={item.approved === item.due || undefined}>
              {item.approved}/{item.due}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.model}>
        <Icon name="cube" size={16} />
        <span className={styles.name}>{fill(copy.handover.model, { version: String(handoverModel.version) })}</span>
        <Status tone="released">{fill(copy.handover.released, { date: shortDate(handoverModel.released, lang) })}</Status>
      </div>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={copy.handover.title} subtitle={kit.project.name}>
        {body}
      </PhoneApp>
    );
  return (
    <Panel icon="documents" path={[kit.nav.documents, copy.handover.title]}>
      {body}
    </Panel>
  );
}
