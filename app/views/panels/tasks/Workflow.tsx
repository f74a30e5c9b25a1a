import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { numericDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { type PersonId, people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Workflow.module.css';
import { rule, stages } from './workflow-data.ts';

type Copy = Resources['viewPanelsTasks'];

/** A workflow rule as its editor shows it: the conditions it takes tasks by, what it then does, and its stages. */
export function Workflow({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.workflow;
  const who = (person: PersonId) => (
    <span className={styles.person}>
      <Avatar person={person} size="medium" />
      <span className={styles.who}>
        <strong>{people[person].name}</strong>
        {kit.roles[people[person].role]}
      </span>
    </span>
  );
  const editor = (
    <div className={styles.rule}>
      <p className={styles.label}>{c.when}</p>
      <ul className={styles.conditions}>
        {c.conditions.map(([field, value]) => (
          <li key={field}>
            <span>{field}</span>
            <em>{c.is}</em>
            <strong>{value}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.label}>{c.then}</p>
      <ul className={styles.actions}>
        <li>
          <span className={styles.verb}>{c.actions.assign}</span>
          {who(rule.assignee)}
        </li>
        <li>
          <span className={styles.verb}>{c.actions.due}</span>
          <strong>{c.workingDays.replace('{{count}}', String(rule.workingDays))}</strong>
        </li>
        <li>
          <span className={styles.verb}>{c.actions.approve}</span>
          {who(rule.approver)}
        </li>
        <li>
          <span className={styles.verb}>{c.actions.inform}</span>
          {who(rule.informed)}
        </li>
      </ul>
    </div>
  );
  const flow = (
    <ol className={composition === 'phone' ? `${styles.stages} ${styles.column}` : styles.stages}>
      {stages.map((stage, index) => (
        <li key={stage.id}>
          <span className={styles.stage} data-stage={stage.id}>
            {c.stages[stage.id]}
            <b>{stage.count}</b>
          </span>
          {index < stages.length - 1 && composition === 'desktop' && <Icon name="arrowRight" size={14} />}
        </li>
      ))}
    </ol>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="tasks" title={c.name} subtitle={c.path} detail>
        {editor}
        {flow}
      </PhoneApp>
    );
  return (
    <Panel
      icon="tasks"
      path={[kit.nav.tasks, c.path, c.name]}
      actions={<span className={styles.active}>{c.active.replace('{{date}}', numericDate(rule.since, lang))}</span>}
      tone="sunken"
    >
      <div className={styles.layout}>
        {editor}
        {flow}
      </div>
    </Panel>
  );
}
