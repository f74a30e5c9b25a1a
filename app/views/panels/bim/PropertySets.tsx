import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { numericDate } from '../../kit/dates.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './PropertySets.module.css';
import { changeTicket, type ValueChange } from './property-set-data.ts';

type Copy = Resources['viewPanelsBim']['propertySets'];

function value(change: ValueChange, which: 'old' | 'new', lang: Lang, copy: Copy): string {
  const raw = change[which];
  if (raw === undefined) return copy.unset;
  return typeof raw === 'number' ? `${decimal(raw, lang)} ${change.unit ?? ''}`.trim() : raw;
}

/** A property-set change ticket at its reviewer: its three steps done, the values it changes, and the decision ahead. */
export function PropertySets({ composition, lang, copy: all, kit }: ScreenProps<Resources['viewPanelsBim']>) {
  const copy = all.propertySets;
  const { scope } = changeTicket;
  const steps = (
    <ol className={styles.steps}>
      {copy.steps.map((step, index) => (
        <li key={step} data-current={index === copy.steps.length - 1 || undefined}>
          <span className={styles.stepMark}>{index === copy.steps.length - 1 ? index + 1 : <Icon name="check" size={12} />}</span>
          {step}
        </li>
      ))}
    </ol>
  );
  const changes = (
    <ul className={styles.changes}>
      {changeTicket.changes.map((change) => (
        <li key={change.property} className={styles.change}>
          <span className={styles.property}>
            <span className={styles.set}>{change.set}</span>
            <strong>{change.property}</strong>
          </span>
          <span className={styles.values}>
            <span className={styles.old}>{value(change, 'old', lang, copy)}</span>
            <Icon name="arrowRight" size={12} />
            <span className={styles.new}>{value(change, 'new', lang, copy)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  const decision = (
    <div className={styles.decision}>
      <Button icon="reply">{copy.return}</Button>
      <Button icon="check" primary>
        {copy.approve}
      </Button>
    </div>
  );
  const scopeLine = fill(copy.scope, { count: scope.count, ifcClass: scope.ifcClass, storey: scope.storey });
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="models" detail title={changeTicket.number} subtitle={copy.kind}>
        <div className={styles.phone}>
          <Status tone="review">{copy.status}</Status>
          <strong className={styles.title}>{copy.title}</strong>
          <span className={styles.scope}>{scopeLine}</span>
          {steps}
          {changes}
          {decision}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, copy.path, changeTicket.number]} actions={<Status tone="review">{copy.status}</Status>}>
      <div className={styles.layout}>
        <aside className={styles.meta}>
          {steps}
          <dl className={styles.facts}>
            {(['requester', 'reviewer'] as const).map((role) => (
              <div key={role}>
                <dt>{copy[role]}</dt>
                <dd>
                  <Avatar person={changeTicket[role]} />
                  {people[changeTicket[role]].name}
                </dd>
              </div>
            ))}
            <div>
              <dt>{copy.submitted}</dt>
              <dd>{numericDate(changeTicket.submitted.slice(0, 10), lang)}</dd>
            </div>
          </dl>
        </aside>
        <section className={styles.main} aria-label={copy.title}>
          <strong className={styles.title}>{copy.title}</strong>
          <span className={styles.scope}>{scopeLine}</span>
          <p className={styles.reason}>{copy.reason}</p>
          <div className={styles.columns}>
            <span>{copy.columns.property}</span>
            <span>{copy.columns.change}</span>
          </div>
          {changes}
          {decision}
        </section>
      </div>
    </Panel>
  );
}
