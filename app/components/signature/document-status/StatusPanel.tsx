import type { HTMLAttributes } from 'react';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Monogram } from '../Monogram.tsx';
import type { DocumentStatusCopy } from './copy.ts';
import { dateTime } from './format.ts';
import { type Actor, member, type StatusStep } from './history.ts';
import styles from './StatusPanel.module.css';

/** Lotrecht's own entries carry its initial on the ink; members their initials on their colour. */
const face = (actor: Actor) => (actor === 'system' ? { initials: 'L', tone: 'system' as const } : member(actor));

interface Props extends HTMLAttributes<HTMLDivElement> {
  copy: DocumentStatusCopy;
  step: StatusStep;
  lang: Lang;
  id: string;
  /** The level of the status's heading; its parts' headings are one below. */
  headingLevel: 4 | 5;
}

function Time({ at, lang, className }: { at: string; lang: Lang; className?: string }) {
  return (
    <time className={className} dateTime={at}>
      {dateTime(at, lang)}
    </time>
  );
}

/**
 * What happened at one status: who set it and when, the comment that goes with it, who was notified
 * and the audit trail's entries, as the product's document panel lists them.
 */
export function StatusPanel({ copy, step, lang, id, headingLevel, ...rest }: Props) {
  const Heading = `h${headingLevel}` as const;
  const Part = `h${headingLevel + 1}` as 'h5' | 'h6';
  const words = copy.steps[step.status];
  const name = (actor: Actor) => (actor === 'system' ? copy.system : member(actor).name);
  const role = (actor: Actor) => (actor === 'system' ? undefined : copy.roles[member(actor).role]);
  const author = step.comment.by;
  return (
    <div id={id} className={styles.panel} data-status={step.status} {...rest}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <Heading className={styles.title}>{copy.statuses[step.status]}</Heading>
          <p className={styles.iso}>{fill(copy.iso, { state: words.iso })}</p>
        </div>
        <p className={styles.change}>
          <Monogram {...face(step.by)} />
          <span className={styles.changeText}>
            <strong>{name(step.by)}</strong> <span className={styles.role}>({role(step.by)})</span> {words.change}
            <Time at={step.at} lang={lang} className={styles.changeTime} />
          </span>
        </p>
      </div>
      <div className={styles.body}>
        <div className={styles.people}>
          <Part className={styles.part}>{copy.comment}</Part>
          <figure className={styles.comment}>
            <figcaption className={styles.author}>
              <Monogram {...face(author)} size="small" />
              <strong>{name(author)}</strong>
              <span className={styles.role}>{role(author)}</span>
              <Time at={step.comment.at} lang={lang} className={styles.time} />
            </figcaption>
            <blockquote className={styles.quote}>
              <p>{words.comment}</p>
            </blockquote>
          </figure>
          <Part className={styles.part}>
            {copy.notified} <span className={styles.count}>{step.notified.length}</span>
          </Part>
          {step.notified.length > 0 ? (
            <ul className={styles.notified}>
              {step.notified.map((person) => (
                <li key={person} className={styles.person}>
                  <Monogram {...face(person)} size="small" />
                  <span className={styles.personText}>
                    <strong>{name(person)}</strong>
                    <span className={styles.role}>{role(person)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.nobody}>{words.nobody}</p>
          )}
        </div>
        <div className={styles.trail}>
          <Part className={styles.part}>{copy.audit}</Part>
          <ol className={styles.audit}>
            {step.audit.map((entry, index) => (
              <li key={`${entry.at}-${entry.by}`} className={styles.entry}>
                <Monogram {...face(entry.by)} size="small" />
                <span className={styles.entryText}>
                  <Time at={entry.at} lang={lang} className={styles.time} />
                  <span>
                    <strong>{name(entry.by)}</strong> {words.audit[index]}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
