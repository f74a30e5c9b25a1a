import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { ticket } from './ifc-data.ts';
import styles from './Ticket.module.css';

type Copy = Resources['viewPanelsIfc'];

const steps = ['metadata', 'values', 'submit'] as const;

/** A property-set change request in review: its three steps done, the old and new value side by side, the reviewer's two answers. */
export function Ticket({ composition, copy, kit }: ScreenProps<Copy>) {
  const c = copy.ticket;
  const title = fill(c.title, { number: ticket.number });
  const value = (fact: string | boolean) => (typeof fact === 'boolean' ? (fact ? c.yes : c.no) : fact);
  const body = (
    <div className={styles.ticket} data-phone={composition === 'phone' || undefined}>
      <header className={styles.head}>
        <span className={styles.element}>
          <strong>{ticket.element}</strong>
          <span>
            {ticket.ifcClass} · {ticket.set}
          </span>
        </span>
        <Status tone="review">{c.status}</Status>
      </header>
      {composition === 'desktop' && (
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>
              <Icon name="check" size={12} />
              {c.steps[step]}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.reason}>
        {composition === 'desktop' && c.reason}
        <span>
          {c.requested}: {people[ticket.requester].name}
        </span>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{c.property}</th>
            <th>{c.old}</th>
            <th>{c.new}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-changed="">
            <th>{ticket.changed.name}</th>
            <td>
              <s>{ticket.changed.old}</s>
            </td>
            <td>
              <strong>{ticket.changed.new}</strong>
            </td>
          </tr>
          {ticket.unchanged.map((fact) => (
            <tr key={fact.name}>
              <th>{fact.name}</th>
              <td>{value(fact.value)}</td>
              <td>{value(fact.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className={styles.foot}>
        <span className={styles.people}>
          <Avatar person={ticket.reviewer} size={composition === 'phone' ? 'medium' : 'small'} />
          <span>
            <span>{c.reviewer}</span>
            <strong>{people[ticket.reviewer].name}</strong>
          </span>
        </span>
        <span className={styles.answers}>
          <Button>{c.return}</Button>
          <Button primary icon="check">
            {c.approve}
          </Button>
        </span>
      </footer>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="models" title={title} subtitle={c.subtitle} detail>
        {body}
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, copy.path.coordination, title]} tone="sunken">
      {body}
    </Panel>
  );
}
