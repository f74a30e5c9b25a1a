import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import { type Access, folders } from '../../screens/document-list/document-list-data.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Folders.module.css';
import { folderMembers, sharedFolder } from './folders-data.ts';

type Copy = Resources['viewPanelsDms'];

const accessIcons: Record<Access, IconName> = { public: 'folder', limited: 'folderPeople', private: 'folderLock' };

/** The folder tree with who may open each folder, and the access dialog of one folder open beside it. */
export function Folders({ composition, copy, kit }: ScreenProps<Copy>) {
  const tree = (
    <ul className={styles.tree}>
      {folders.map((folder) => (
        <li key={folder.id} className={styles.folder} data-depth={folder.depth} data-selected={folder.id === sharedFolder || undefined}>
          <Icon name={accessIcons[folder.access]} size={16} />
          <span className={styles.name}>{copy.folders.names[folder.id as keyof Copy['folders']['names']]}</span>
          <span className={styles.access} data-access={folder.access}>
            {copy.folders.access[folder.access]}
          </span>
        </li>
      ))}
    </ul>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={kit.nav.documents} subtitle={copy.folders.subtitle}>
        {tree}
      </PhoneApp>
    );
  return (
    <Panel icon="documents" path={[kit.nav.documents, copy.folders.names.planning]} tone="sunken">
      <div className={styles.layout}>
        {tree}
        <section className={styles.dialog} aria-label={copy.folders.dialog.title}>
          <h3>
            <Icon name="folderPeople" size={16} />
            {copy.folders.dialog.title}
          </h3>
          <p className={styles.rule}>{copy.folders.dialog.rule}</p>
          <ul className={styles.members}>
            {folderMembers.map(({ person, right }) => (
              <li key={person}>
                <Avatar person={person} />
                <span className={styles.who}>
                  <strong>{people[person].name}</strong>
                  {kit.roles[people[person].role]}
                </span>
                <span className={styles.right}>{copy.folders.dialog.rights[right]}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Panel>
  );
}
