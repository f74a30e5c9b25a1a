import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { numericDate, shortDate } from '../../kit/dates.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './DocumentList.module.css';
import {
  type Access,
  type DocumentEntry,
  details,
  documents,
  type FileType,
  folders,
  openFolder,
  phoneCount,
  selectedDocument,
  statusTones,
} from './document-list-data.ts';

type Copy = Resources['viewDocuments'];

const accessIcons: Record<Access, IconName> = { public: 'folder', limited: 'folderPeople', private: 'folderLock' };

function FileBadge({ type, large = false }: { type: FileType; large?: boolean }) {
  return (
    <span className={large ? styles.fileLarge : styles.file} data-type={type}>
      {type}
    </span>
  );
}

/** The document management: the project's folder tree, one folder's documents with their metadata, one document open beside them. */
export function DocumentList({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const words = (entry: DocumentEntry) => copy.documents[entry.id as keyof Copy['documents']];
  const folderName = (id: string) => copy.folders[id as keyof Copy['folders']];

  if (composition === 'phone') {
    return (
      <PhoneApp
        kit={kit}
        active="documents"
        title={folderName(openFolder)}
        subtitle={fill(copy.phone.subtitle, { count: String(details.totalDocuments) })}
      >
        <div className={styles.phoneSearch}>
          <Icon name="search" size={16} />
          {copy.search}
        </div>
        <ul className={styles.phoneList}>
          {documents.slice(0, phoneCount).map((entry) => (
            <li key={entry.id} className={styles.phoneRow}>
              <FileBadge type={entry.type} large />
              <span className={styles.phoneText}>
                <strong>
                  {words(entry).name}
                  {entry.fromMail && <Icon name="mail" size={14} className={styles.mailMark} />}
                </strong>
                <span className={styles.phoneMeta}>
                  <Status tone={statusTones[entry.status]}>{copy.statuses[entry.status]}</Status>
                  <span>
                    {fill(copy.version, { version: String(entry.version) })} · {shortDate(entry.changed, lang)}
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  }

  const selected = documents.find((entry) => entry.id === selectedDocument)!;
  const time = (stamp: string) => stamp.slice(11);
  return (
    <AppWindow kit={kit} active="documents" bare>
      <div className={styles.workspace}>
        <nav className={styles.tree}>
          <h3 className={styles.treeTitle}>{copy.tree}</h3>
          <ul>
            {folders.map((folder) => (
              <li key={folder.id} className={folder.id === openFolder ? styles.folderOpen : styles.folder} data-depth={folder.depth}>
                {folder.depth === 0 ? <Icon name={folder.open ? 'down' : 'chevron'} size={12} className={styles.twisty} /> : null}
                <span className={styles.folderIcon} data-access={folder.access}>
                  <Icon name={accessIcons[folder.access]} size={16} />
                </span>
                <span className={styles.folderName}>{folderName(folder.id)}</span>
              </li>
            ))}
          </ul>
          <ul className={styles.accessKey}>
            {(['public', 'limited', 'private'] as const).map((access) => (
              <li key={access}>
                <span className={styles.folderIcon} data-access={access}>
                  <Icon name={accessIcons[access]} size={14} />
                </span>
                {copy.access[access]}
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.list}>
          <div className={styles.listBar}>
            <span className={styles.crumbs}>
              <span>{copy.title}</span>
              <Icon name="chevron" size={12} />
              <strong>{folderName(openFolder)}</strong>
            </span>
            <span className={styles.toggle}>
              <span className={styles.toggleKnob} />
              {copy.subfolders}
            </span>
            <Button icon="search" />
            <Button icon="plus" primary>
              {copy.upload}
            </Button>
          </div>
          <div className={styles.head}>
            <span>{copy.columns.name}</span>
            <span>{copy.columns.building}</span>
            <span>{copy.columns.discipline}</span>
            <span>{copy.columns.phase}</span>
            <span>{copy.columns.status}</span>
            <span className={styles.sorted}>
              {copy.columns.changed}
              <Icon name="down" size={12} />
            </span>
          </div>
          {documents.map((entry) => {
            const { name, tags } = words(entry);
            return (
              <div
                key={entry.id}
                className={entry.id === selectedDocument ? styles.rowSelected : entry.status === 'archived' ? styles.rowArchived : styles.row}
              >
                <span className={styles.nameCell}>
                  <FileBadge type={entry.type} />
                  <span className={styles.nameText}>
                    <span className={styles.name}>
                      {name}
                      {entry.fromMail && <Icon name="mail" size={12} className={styles.mailMark} />}
                    </span>
                    <span className={styles.tags}>
                      <span className={styles.version}>{fill(copy.version, { version: String(entry.version) })}</span>
                      {tags.map((tag) => (
                        <span key={tag} className={styles.tag}>
                          {tag}
                        </span>
                      ))}
                    </span>
                  </span>
                </span>
                <span>{copy.buildings[entry.building]}</span>
                <span>{copy.disciplines[entry.discipline]}</span>
                <span className={styles.phase}>{copy.phases[entry.phase]}</span>
                <span>
                  <Status tone={statusTones[entry.status]}>{copy.statuses[entry.status]}</Status>
                </span>
                <Avatar person={entry.changedBy} />
              </div>
            );
          })}
        </section>
        <aside className={styles.panel}>
          <div className={styles.panelHead}>
            <FileBadge type={selected.type} large />
            <strong>{words(selected).name}</strong>
          </div>
          <div className={styles.panelStatus}>
            <Status tone={statusTones[selected.status]}>{copy.statuses[selected.status]}</Status>
            <span>
              {fill(copy.version, { version: String(selected.version) })} ·{' '}
              {fill(copy.panel.size, { size: decimal(details.size, lang, 1), pages: String(details.pages) })}
            </span>
          </div>
          <h4 className={styles.panelTitle}>{copy.panel.metadata}</h4>
          <dl className={styles.facts}>
            <dt>{copy.columns.building}</dt>
            <dd>{copy.buildings[selected.building]}</dd>
            <dt>{copy.columns.discipline}</dt>
            <dd>{copy.disciplines[selected.discipline]}</dd>
            <dt>{copy.columns.phase}</dt>
            <dd>{copy.phases[selected.phase]}</dd>
          </dl>
          <span className={styles.panelTags}>
            <Icon name="tag" size={13} />
            {words(selected).tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </span>
          <h4 className={styles.panelTitle}>{copy.panel.origin}</h4>
          <div className={styles.mail}>
            <span className={styles.mailHead}>
              <Icon name="mail" size={14} />
              {copy.panel.fromMail}
            </span>
            <span className={styles.mailFrom}>
              <Avatar person={details.mail.sender} />
              <span>
                <strong>{people[details.mail.sender].name}</strong>
                {kit.roles[people[details.mail.sender].role]}
              </span>
            </span>
            <span className={styles.subject}>{copy.panel.subjectValue}</span>
            <span className={styles.received}>
              {numericDate(details.mail.received.slice(0, 10), lang)}, {time(details.mail.received)}
            </span>
          </div>
          <h4 className={styles.panelTitle}>
            {copy.panel.comments}
            <span className={styles.count}>{details.comments.length}</span>
          </h4>
          <ul className={styles.comments}>
            {details.comments.map((comment, index) => (
              <li key={comment.at} className={styles.comment}>
                <Avatar person={comment.person} />
                <span>
                  <span className={styles.commentHead}>
                    <strong>{people[comment.person].name}</strong>
                    {fill(copy.panel.today, { time: time(comment.at) })}
                  </span>
                  {copy.panel.commentTexts[index]}
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </AppWindow>
  );
}
