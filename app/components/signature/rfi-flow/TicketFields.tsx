import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { type PersonId, people } from '../../../views/project.ts';
import { Monogram } from '../Monogram.tsx';
import type { RfiFlowCopy, RoleKey } from './copy.ts';
import { dueDate } from './format.ts';
import { rfi } from './rfi.ts';
import styles from './TicketFields.module.css';

interface Props {
  copy: RfiFlowCopy;
  lang: Lang;
}

/** A member with their monogram, name and role. */
export function Person({ person, copy }: { person: PersonId; copy: RfiFlowCopy }) {
  const { name, role } = people[person];
  return (
    <span className={styles.person}>
      <Monogram {...people[person]} />
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{copy.roles[role as RoleKey]}</span>
      </span>
    </span>
  );
}

/** The ticket's fields, as the product's task detail lists them: place, linked plan and element, due date, people. */
export function TicketFields({ copy, lang }: Props) {
  const { fields } = copy;
  return (
    <dl className={styles.fields}>
      <div className={styles.field}>
        <dt>{fields.place}</dt>
        <dd>{copy.place}</dd>
      </div>
      <div className={styles.field}>
        <dt>{fields.plan}</dt>
        <dd>
          <span className={styles.link}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M2.5 2.5h11v11h-11zM2.5 7h5v6.5M7.5 9.5h6" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
            <span className={styles.code}>{fill(copy.plan, rfi.plan)}</span>
          </span>
          <span className={styles.detail}>{copy.planTitle}</span>
        </dd>
      </div>
      <div className={styles.field}>
        <dt>{fields.model}</dt>
        <dd>
          <span className={styles.link}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M8 1.5 14 5v6l-6 3.5L2 11V5zM2 5l6 3.5L14 5M8 8.5v6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.code}>{rfi.model.element}</span>
          </span>
          <span className={styles.detail}>
            <span className="visually-hidden">{copy.ifcClass}: </span>
            {rfi.model.ifcClass} · {rfi.model.file}
          </span>
        </dd>
      </div>
      <div className={styles.field}>
        <dt>{fields.due}</dt>
        <dd>
          <time dateTime={rfi.due}>{dueDate(rfi.due, lang)}</time>
        </dd>
      </div>
      {(['raisedBy', 'assignee', 'approver'] as const).map((key) => (
        <div key={key} className={styles.field}>
          <dt>{fields[key]}</dt>
          <dd>
            <Person person={rfi.people[key]} copy={copy} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
