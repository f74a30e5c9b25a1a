import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Access.module.css';
import { type Grant, logEntries, phoneRoles, rights, roles } from './access-data.ts';

type Copy = Resources['viewPanelsCloud']['access'];

function GrantMark({ grant, scope, copy }: { grant: Grant; scope: string; copy: Copy }) {
  if (grant === 'all') return <Icon name="check" size={16} />;
  if (grant === 'scoped') return <span className={styles.scoped}>{scope}</span>;
  return <span className={styles.none}>{copy.none}</span>;
}

/** Roles and rights of the project as its administrator sets them, and the activity log that records each change. */
export function Access({ composition, copy: all, kit }: ScreenProps<Resources['viewPanelsCloud']>) {
  const copy = all.access;
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" detail title={copy.title} subtitle={kit.project.name}>
        <ul className={styles.cards}>
          {roles
            .filter((role) => phoneRoles.includes(role.id))
            .map((role) => (
              <li key={role.id}>
                <strong>{copy.roles[role.id]}</strong>
                <span className={styles.members}>{fill(copy.members, { count: role.members })}</span>
                <span className={styles.chips}>
                  {rights
                    .filter((right) => role.rights[right] !== 'none')
                    .map((right) => (
                      <span key={right} data-grant={role.rights[right]}>
                        {role.rights[right] === 'all' ? copy.rights[right] : `${copy.rights[right]}: ${copy.scopes[role.id]}`}
                      </span>
                    ))}
                </span>
              </li>
            ))}
        </ul>
      </PhoneApp>
    );
  return (
    <Panel icon="people" path={[kit.nav.people, copy.title]}>
      <div className={styles.layout}>
        <table className={styles.matrix}>
          <thead>
            <tr>
              <th>{copy.role}</th>
              {rights.map((right) => (
                <th key={right}>{copy.rights[right]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role.id}>
                <th>
                  {copy.roles[role.id]}
                  <span className={styles.members}>{fill(copy.members, { count: role.members })}</span>
                </th>
                {rights.map((right) => (
                  <td key={right}>
                    <GrantMark grant={role.rights[right]} scope={copy.scopes[role.id]} copy={copy} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <section className={styles.log} aria-label={copy.log.title}>
          <h3>{copy.log.title}</h3>
          <ol>
            {logEntries.map((entry) => (
              <li key={entry.id}>
                <Avatar person={entry.person} />
                <span>
                  <strong>{people[entry.person].name}</strong> {copy.log.entries[entry.id]}
                  <time>{entry.time}</time>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Panel>
  );
}
