import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { type PersonId, people } from '../../project.ts';
import { type Company, projectAddress } from '../../screens/project-inbox/inbox-data.ts';
import type { ScreenProps } from '../../types.ts';
import { filedMails } from './info-data.ts';
import styles from './Lists.module.css';

type Copy = Resources['viewPanelsInfo'];

const isPerson = (from: PersonId | Company): from is PersonId => typeof from === 'string';

/** The project's own address, and what arrived at it today: each mail with the folder its attachments went to. */
export function ProjectMail({ composition, copy, kit }: ScreenProps<Copy>) {
  const c = copy.mail;
  const list = (
    <ul className={styles.rows}>
      {filedMails.map((mail) => (
        <li key={mail.id}>
          {isPerson(mail.from) ? <Avatar person={mail.from} size="medium" /> : <span className={styles.company}>{mail.from.initials}</span>}
          <span className={styles.main}>
            <strong>{isPerson(mail.from) ? people[mail.from].name : mail.from.company}</strong>
            <span>{c.subjects[mail.id]}</span>
            <span className={styles.filed}>
              <Icon name="folder" size={13} />
              {c.folders[mail.id]}
            </span>
          </span>
          <span className={styles.side}>
            {mail.time}
            <span className={styles.chip}>
              <Icon name="paperclip" size={12} />
              {mail.files}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
  const address = (
    <div className={styles.address}>
      <Icon name="mail" size={16} />
      <span>
        <small>{c.addressLabel}</small>
        <strong>{projectAddress}</strong>
      </span>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={kit.nav.inbox} subtitle={c.subtitle}>
        <div className={styles.phoneStack}>
          {address}
          {list}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="inbox" path={[kit.nav.inbox, c.subtitle]} actions={<Button icon="copy">{c.copy}</Button>} tone="sunken">
      <div className={styles.stack}>
        {address}
        {list}
      </div>
    </Panel>
  );
}
