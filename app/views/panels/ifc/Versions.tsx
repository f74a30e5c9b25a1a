import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Button } from '../../kit/Button.tsx';
import { fullDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import { changeCounts, changeKinds, type ModelVersion, versions } from '../../screens/model-versions/model-versions-data.ts';
import type { ScreenProps } from '../../types.ts';
import { archivedVersion } from './ifc-data.ts';
import styles from './Versions.module.css';

type Copy = Resources['viewPanelsIfc'];

/** The architecture model's versions in the documents: one per upload, the older restorable, what changed between the two, a removed one in the archive. */
export function Versions({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.versions;
  const time = (iso: string) => `${fullDate(iso, lang)}, ${iso.slice(11, 16)}`;
  // A phone's row has room for who and when only beside an icon button, as phone apps show it.
  const label = (text: string) => (composition === 'desktop' ? text : undefined);
  const row = (version: ModelVersion, index: number) => (
    <li key={version.number} className={styles.version} data-current={index === 0 || undefined}>
      <span className={styles.number}>V{version.number}</span>
      <span className={styles.file}>
        {composition === 'desktop' && <strong>{version.file}</strong>}
        <span>
          {people[version.person].name} · {time(version.uploaded)}
          {composition === 'desktop' && ` · ${fill(c.elements, { count: version.elements })}`}
        </span>
      </span>
      {index === 0 ? <Status tone="released">{c.current}</Status> : <Button icon="history">{label(c.restore)}</Button>}
    </li>
  );
  const body = (
    <div className={styles.body} data-phone={composition === 'phone' || undefined}>
      <p className={styles.folder}>
        <Icon name="folder" size={14} />
        {c.folder}
      </p>
      <ol className={styles.list}>{versions.map(row)}</ol>
      <div className={styles.compare}>
        <span className={styles.compareTitle}>
          {fill(c.compare.title, { current: `V${versions[0]!.number}`, previous: `V${versions[1]!.number}` })}
        </span>
        <ul className={styles.counts}>
          {changeKinds.map((kind) => (
            <li key={kind} className={styles.count} data-kind={kind}>
              <strong>{changeCounts[kind]}</strong> {c.compare[kind]}
            </li>
          ))}
        </ul>
        {composition === 'desktop' && <Button icon="cube">{c.compare.open}</Button>}
      </div>
      <h3 className={styles.archive}>
        <Icon name="folderLock" size={14} />
        {c.archive}
      </h3>
      <ol className={styles.list}>
        <li className={styles.version} data-archived="">
          <span className={styles.number}>V{archivedVersion.number}</span>
          <span className={styles.file}>
            {composition === 'desktop' && <strong>{archivedVersion.file}</strong>}
            <span>{c.archivedReason}</span>
            <span>{fill(c.removed, { name: people[archivedVersion.removedBy].name, date: time(archivedVersion.removed) })}</span>
          </span>
          <Button icon="revision">{label(c.recover)}</Button>
        </li>
      </ol>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={c.title} subtitle={copy.path.architecture}>
        {body}
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, copy.path.architecture, c.title]} actions={<Button icon="cube">{c.open}</Button>} tone="sunken">
      {body}
    </Panel>
  );
}
