import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import type { DocumentStatusCopy } from './copy.ts';
import styles from './DocumentHead.module.css';
import { megabytes } from './format.ts';
import { document, type StatusStep } from './history.ts';
import { statusLine } from './track.ts';

interface Props {
  copy: DocumentStatusCopy;
  /** The status the document is at. */
  step: StatusStep;
  lang: Lang;
  /** The level of the document title, the card's heading. */
  headingLevel: 3 | 4;
}

/**
 * The document's row as the product's document list shows it: where it is filed, its title, file and
 * index, and its status with since when and by whom (a polite live region, so the change is heard),
 * and who can open it at that status.
 */
export function DocumentHead({ copy, step, lang, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.head}>
      <p className={styles.path}>{copy.path}</p>
      <div className={styles.file}>
        <svg className={styles.icon} width="32" height="40" viewBox="0 0 32 40" aria-hidden="true" focusable="false">
          <path d="M3 1.5h18l9 9v26a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2v-33a2 2 0 0 1 2-2z" fill="#fff" stroke="#9aa1a9" />
          <path d="M21 1.5v7a2 2 0 0 0 2 2h7" fill="none" stroke="#9aa1a9" />
          {/* A parapet in section: the wall, the coping falling towards the roof, the roof's build-up. */}
          <path d="M7 33V17.5h5V33M6 17.2v-1.9l7 1.2v1.2M12 27h13M12 30h13" fill="none" stroke="#4a5058" strokeWidth="1.5" strokeLinejoin="round" />
          <rect x="1" y="33.5" width="30" height="5" rx="1" fill="#cf222e" />
        </svg>
        <div className={styles.name}>
          <div className={styles.titleRow}>
            <Heading className={styles.title}>{copy.title}</Heading>
            <span className={styles.index}>{fill(copy.index, { index: document.index })}</span>
          </div>
          <p className={styles.code}>{document.file}</p>
          <p className={styles.facts}>
            {copy.facts.map((fact) => (
              <span key={fact} className={styles.fact}>
                {fact}
              </span>
            ))}
            <span className={styles.fact}>
              {document.type} · {megabytes(document.size, lang)}
            </span>
          </p>
        </div>
      </div>
      <div className={styles.state}>
        <output className={styles.status} aria-live="polite">
          <span className="visually-hidden">{copy.statusLabel}: </span>
          <span className={styles.chip} data-status={step.status}>
            {copy.statuses[step.status]}
          </span>{' '}
          <span className={styles.since}>{statusLine(step, copy, lang)}</span>
        </output>
        <p className={styles.visibility}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M1 8s2.6-4.5 7-4.5S15 8 15 8s-2.6 4.5-7 4.5S1 8 1 8z" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <circle cx="8" cy="8" r="2" fill="currentColor" />
          </svg>
          <span>
            {copy.visibilityLabel}: <strong>{copy.steps[step.status].visibility}</strong>
          </span>
        </p>
      </div>
    </div>
  );
}
