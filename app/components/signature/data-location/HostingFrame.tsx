import type { DataLocationCopy } from './copy.ts';
import styles from './HostingFrame.module.css';
import type { Fact, Frame } from './stages.ts';

interface Props {
  copy: DataLocationCopy;
  frame: Frame;
}

function Entry({ fact, kind }: { fact: Fact; kind: string }) {
  return (
    <div className={styles.entry} data-frame={kind}>
      <dt className={styles.label}>{fact.label}</dt>
      <dd className={styles.detail}>
        <span className={styles.value}>{fact.value}</span>
        {fact.note && <span className={styles.note}>{fact.note}</span>}
      </dd>
    </div>
  );
}

/**
 * What holds at every stage, under the path: where the data lives, and apart from it the law that
 * applies; then each certificate with what it covers, so nobody reads the provider's for the platform's.
 */
export function HostingFrame({ copy, frame }: Props) {
  return (
    <div className={styles.frame}>
      <p className={styles.title}>{copy.frame.title}</p>
      <dl className={styles.entries}>
        <Entry fact={frame.location} kind="location" />
        <Entry fact={frame.law} kind="law" />
        {frame.certifications.map((certification) => (
          <Entry key={certification.id} fact={certification} kind="certification" />
        ))}
      </dl>
    </div>
  );
}
