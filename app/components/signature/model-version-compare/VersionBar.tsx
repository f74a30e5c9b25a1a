import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { fullDate } from '../../../views/kit/dates.ts';
import type { ModelVersion } from '../../../views/screens/model-versions/model-versions-data.ts';
import { current, previous } from './changes.ts';
import type { ModelVersionCompareCopy } from './copy.ts';
import styles from './VersionBar.module.css';

interface Props {
  copy: ModelVersionCompareCopy;
  lang: Lang;
}

/** The model and the two versions compared, each with its file and upload date. */
export function VersionBar({ copy, lang }: Props) {
  const name = (version: ModelVersion) => fill(copy.version, { number: version.number });
  const version = (item: ModelVersion) => (
    <span className={styles.version}>
      <strong className={styles.number}>{name(item)}</strong>
      <span className={styles.file}>{item.file}</span>
      <time className={styles.date} dateTime={item.uploaded.slice(0, 10)}>
        {fill(copy.uploaded, { date: fullDate(item.uploaded, lang) })}
      </time>
    </span>
  );
  return (
    <div className={styles.bar}>
      <p className={styles.model}>{copy.model}</p>
      <p className={styles.versions}>
        {version(previous)}
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
        <span className="visually-hidden"> {copy.towards} </span>
        {version(current)}
      </p>
    </div>
  );
}
