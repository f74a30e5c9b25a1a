import type { DataLocationCopy } from './copy.ts';
import styles from './HostingFrame.module.css';
import type { Fact, Frame } from './stages.ts';

interface Props {
  copy: DataLocationCopy;
  frame: Frame;
}

function Entry({ fact }: { fact: Fact }) {
  return (
    <div className={styles.entry}>
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
        <Entry fact={frame.location} />
        <Entry fact={frame.law} />
        {frame.certifications.map((certification) => (
          <Entry key={certification.id} fact={certification} />
        ))}
      </dl>
    </div>
  );
}
