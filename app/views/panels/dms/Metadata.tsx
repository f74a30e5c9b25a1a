import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import styles from './Metadata.module.css';
import { coding, documentFile, metadataFields, sameMetadataCount } from './metadata-data.ts';

type Copy = Resources['viewPanelsDms'];
type FieldId = keyof Copy['metadata']['fields'];

/** A plan's properties: its number read as the project's coding, its metadata and its tags. */
export function Metadata({ composition, copy, kit }: ScreenProps<Copy>) {
  const m = copy.metadata;
  const codingCard = (
    <section className={styles.card}>
      <h3>{m.coding}</h3>
      <ol className={styles.coding}>
        {coding.map((field) => (
          <li key={field.id}>
            <strong>{field.value}</strong>
            <span>{m.fields[field.id as FieldId]}</span>
          </li>
        ))}
      </ol>
      <p className={styles.valid}>
        <Icon name="check" size={14} />
        {m.valid}
      </p>
    </section>
  );
  const metadata = (
    <section className={styles.card}>
      <h3>{m.title}</h3>
      <dl className={styles.fields}>
        {metadataFields.map((field) => (
          <div key={field}>
            <dt>{m.labels[field]}</dt>
            <dd>{m.values[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  const tags = (
    <section className={styles.card}>
      <h3>{m.tags}</h3>
      <ul className={styles.tags}>
        {m.tagValues.map((tag) => (
          <li key={tag}>
            <Icon name="tag" size={12} />
            {tag}
          </li>
        ))}
      </ul>
      <p className={styles.same}>
        <Icon name="filter" size={14} />
        {fill(m.same, { count: String(sameMetadataCount) })}
      </p>
    </section>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={m.phoneTitle} subtitle={documentFile} detail>
        <div className={styles.phone}>
          {codingCard}
          {metadata}
        </div>
      </PhoneApp>
    );
  return (
    <Panel
      icon="documents"
      path={[kit.nav.documents, copy.folders.names.architecture, documentFile]}
      actions={<Status tone="released">{m.status}</Status>}
      tone="sunken"
    >
      <div className={styles.layout}>
        {codingCard}
        <div className={styles.columns}>
          {metadata}
          {tags}
        </div>
      </div>
    </Panel>
  );
}
