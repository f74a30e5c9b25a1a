import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { fullDate } from '../../kit/dates.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Comments.module.css';
import { attachments, mail, thread } from './comments-data.ts';

type Copy = Resources['viewPanelsDms'];

const time = (iso: string) => iso.slice(11, 16);

/** A document's comment thread, and the e-mail it came in with, its attachments filed in the project. */
export function Comments({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const c = copy.comments;
  const comments = (count: number) => (
    <ol className={styles.thread}>
      {thread.slice(0, count).map((comment, index) => (
        <li key={comment.at}>
          <Avatar person={comment.person} size="medium" />
          <div>
            <p className={styles.meta}>
              <strong>{people[comment.person].name}</strong>
              {fill(c.today, { time: time(comment.at) })}
            </p>
            <p className={styles.text}>
              {comment.mention && <span className={styles.mention}>@{people[comment.mention].name}</span>} {c.texts[index]}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
  const origin = (withFiles: boolean) => (
    <section className={styles.origin}>
      <p className={styles.from}>
        <Icon name="mail" size={14} />
        {c.fromMail}
      </p>
      <p className={styles.sender}>
        <Avatar person={mail.sender} size="medium" />
        <span>
          <strong>{people[mail.sender].name}</strong>
          {kit.roles[people[mail.sender].role]} · {fullDate(mail.received, lang)}, {time(mail.received)}
        </span>
      </p>
      <p className={styles.subject}>{c.subject}</p>
      {withFiles && (
        <ul className={styles.files}>
          {attachments.map((file) => (
            <li key={file.id}>
              <Icon name="paperclip" size={14} />
              <span>
                <strong>{c.files[file.id]}</strong>
                {fill(c.filedIn, { folder: copy.folders.names[file.folder] })} · {decimal(file.size, lang, 1)} MB
              </span>
              <Icon name="check" size={14} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={c.title} subtitle={c.document} detail>
        {origin(false)}
        <h3 className={styles.heading}>{c.heading}</h3>
        {comments(thread.length)}
        <p className={styles.input}>{c.input}</p>
      </PhoneApp>
    );
  return (
    <Panel
      icon="documents"
      path={[kit.nav.documents, copy.folders.names.planning, c.document]}
      actions={<Status tone="shared">{c.status}</Status>}
      tone="sunken"
    >
      <div className={styles.layout}>
        {origin(true)}
        <section className={styles.discussion}>
          <h3 className={styles.heading}>
            {c.heading} <span>{thread.length}</span>
          </h3>
          {comments(thread.length)}
          <p className={styles.input}>{c.input}</p>
        </section>
      </div>
    </Panel>
  );
}
