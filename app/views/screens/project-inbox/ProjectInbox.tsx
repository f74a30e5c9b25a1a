import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { shortDate, viewToday } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { type Attachment, activity, type Mail, mails, openMail, phoneMails, projectAddress } from './inbox-data.ts';
import styles from './ProjectInbox.module.css';

type Copy = Resources['viewInbox'];

const yesterday = '2026-11-23';

/** Today's mail by its time, yesterday's by the word, older ones by date, as a mail client lists them. */
function receivedAt(received: string, lang: Lang, copy: Copy): string {
  const [day, time] = received.split('T') as [string, string];
  if (day === viewToday) return time;
  if (day === yesterday) return copy.yesterday;
  return shortDate(day, lang);
}

const megabytes = (size: number, lang: Lang) => `${size.toFixed(1).replace('.', lang === 'de' ? ',' : '.')} MB`;

function Sender({ mail, size = 'small' }: { mail: Mail; size?: 'small' | 'medium' }) {
  if (typeof mail.from === 'string') return <Avatar person={mail.from} size={size} />;
  return (
    <span className={size === 'medium' ? styles.companyMedium : styles.company} aria-hidden="true">
      {mail.from.initials}
    </span>
  );
}

const senderName = (mail: Mail) => (typeof mail.from === 'string' ? people[mail.from].name : mail.from.company);

function FileChip({ file }: { file: Attachment }) {
  return (
    <span className={styles.file} data-kind={file.kind}>
      {file.kind.toUpperCase()}
    </span>
  );
}

/** The project inbox: mail to the project's own address, tagged and filed by the app, one mail open with what happened to it. */
export function ProjectInbox({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const folder = (mail: Mail) => (mail.folder ? copy.folders[mail.folder] : undefined);

  if (composition === 'phone') {
    return (
      <PhoneApp kit={kit} active="inbox" title={copy.title}>
        <div className={styles.addressCard}>
          <span className={styles.addressIcon}>
            <Icon name="mail" size={16} />
          </span>
          <span className={styles.addressText}>
            <span className={styles.addressLabel}>{copy.phone.address}</span>
            <strong>{projectAddress}</strong>
            <span className={styles.addressHint}>{copy.phone.hint}</span>
          </span>
        </div>
        <ul className={styles.phoneList}>
          {phoneMails.map((id) => {
            const mail = mails.find((candidate) => candidate.id === id)!;
            return (
              <li key={id} className={styles.phoneMail}>
                <Sender mail={mail} size="medium" />
                <div className={styles.rowText}>
                  <div className={styles.rowHead}>
                    <span className={mail.unread ? styles.unreadName : styles.name}>{senderName(mail)}</span>
                    <span className={styles.time}>{receivedAt(mail.received, lang, copy)}</span>
                  </div>
                  <p className={mail.unread ? styles.unreadSubject : styles.subject}>{copy.mails[mail.id].subject}</p>
                  <div className={styles.chips}>
                    {mail.attachments.map((file) => (
                      <FileChip key={file.name} file={file} />
                    ))}
                    {mail.folder && (
                      <span className={styles.filedShort}>
                        <Icon name="arrowRight" size={12} />
                        {folder(mail)!.split(' / ').slice(-2).join(' / ')}
                      </span>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </PhoneApp>
    );
  }

  const open = mails.find((mail) => mail.id === openMail)!;
  const unread = mails.filter((mail) => mail.unread).length;
  const revision = open.attachments[0]?.revision ?? '';
  const log = (entry: (typeof activity)[number]) =>
    fill(copy.activity[entry.kind], {
      count: entry.kind === 'tagged' ? open.tags.length : open.attachments.length,
      revision,
      name: entry.person ? people[entry.person].name : '',
    });

  return (
    <AppWindow
      kit={kit}
      active="inbox"
      title={copy.title}
      badges={{ tasks: 8, inbox: unread }}
      toolbar={
        <>
          <span className={styles.addressPill}>
            <Icon name="mail" size={14} />
            {projectAddress}
            <Icon name="copy" size={14} className={styles.copyIcon} />
          </span>
          <Button icon="settings">{copy.rules}</Button>
        </>
      }
    >
      <div className={styles.panes}>
        <section className={styles.list}>
          <div className={styles.filters}>
            <span className={styles.filterActive}>
              {copy.filters.all} <span className={styles.filterCount}>214</span>
            </span>
            <span className={styles.filter}>
              {copy.filters.unread} <span className={styles.filterCount}>{unread}</span>
            </span>
          </div>
          {mails.map((mail) => (
            <div key={mail.id} className={mail.id === openMail ? styles.rowOpen : styles.row}>
              <Sender mail={mail} />
              <div className={styles.rowText}>
                <div className={styles.rowHead}>
                  <span className={mail.unread ? styles.unreadName : styles.name}>{senderName(mail)}</span>
                  <span className={styles.time}>{receivedAt(mail.received, lang, copy)}</span>
                </div>
                <p className={mail.unread ? styles.unreadSubject : styles.subject}>{copy.mails[mail.id].subject}</p>
                <div className={styles.chips}>
                  {mail.attachments.map((file) => (
                    <FileChip key={file.name} file={file} />
                  ))}
                  {mail.tags.slice(0, 1).map((tag) => (
                    <span key={tag} className={styles.tag}>
                      {copy.tags[tag]}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          ))}
        </section>

        <article className={styles.reader}>
          <div className={styles.actions}>
            <Button icon="plus" primary>
              {copy.createTask}
            </Button>
            <Button icon="reply" />
            <Button icon="forward" />
          </div>
          <h3 className={styles.readerSubject}>{copy.mails[open.id].subject}</h3>
          <div className={styles.from}>
            <Sender mail={open} size="medium" />
            <span className={styles.fromText}>
              <strong>
                {senderName(open)}
                {typeof open.from === 'string' && <span className={styles.role}> · {kit.roles[people[open.from].role]}</span>}
              </strong>
              <span className={styles.fromAddress}>{open.address}</span>
            </span>
            <span className={styles.time}>{receivedAt(open.received, lang, copy)}</span>
          </div>
          <div className={styles.message}>
            {copy.message.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h4 className={styles.paneTitle}>{fill(copy.attachments, { count: open.attachments.length })}</h4>
          <div className={styles.attachments}>
            {open.attachments.map((file) => (
              <div key={file.name} className={styles.attachment}>
                <FileChip file={file} />
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{megabytes(file.size, lang)}</span>
              </div>
            ))}
            <p className={styles.filedTo}>
              <Icon name="arrowRight" size={13} />
              <span>
                {fill(copy.filedAll, { folder: folder(open)! })}
                <span className={styles.recognised}>{fill(copy.recognised, { index: revision })}</span>
              </span>
            </p>
          </div>
        </article>

        <aside className={styles.rail}>
          <h4 className={styles.railTitle}>{copy.tagsTitle}</h4>
          <div className={styles.railTags}>
            {open.tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {copy.tags[tag]}
              </span>
            ))}
          </div>
          <p className={styles.auto}>
            <Icon name="sparkle" size={12} />
            {copy.autoTagged}
          </p>
          <h4 className={styles.railTitle}>{copy.filedTitle}</h4>
          <p className={styles.railFolder}>
            <Icon name="documents" size={14} />
            <span>
              {folder(open)}
              <span className={styles.revision}>{fill(copy.revision, { index: revision })}</span>
            </span>
          </p>
          <h4 className={styles.railTitle}>{copy.linkedTitle}</h4>
          <p className={styles.linked}>
            <span className={styles.linkedId}>RFI-037</span>
            {copy.linked}
          </p>
          <h4 className={styles.railTitle}>{copy.activityTitle}</h4>
          <ol className={styles.activity}>
            {activity.map((entry) => (
              <li key={entry.kind}>
                <span className={styles.activityTime}>{entry.time}</span>
                <span>{log(entry)}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </AppWindow>
  );
}
