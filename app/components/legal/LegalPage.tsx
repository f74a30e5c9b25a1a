import type { ReactNode } from 'react';
import { PageIntro } from '../sections/PageIntro.tsx';
import styles from './legal.module.css';

export interface TocEntry {
  id: string;
  label: string;
}

interface Props {
  title: string;
  intro: string;
  /** "Stand: 23. November 2026", under the text. */
  updated: string;
  /** A table of contents beside the text (above it on small screens); long documents only. */
  toc?: { label: string; entries: TocEntry[] };
  children: ReactNode;
}

/** The frame of the legal pages: the page intro, then the document in a readable column. */
export function LegalPage({ title, intro, updated, toc, children }: Props) {
  return (
    <>
      <PageIntro title={title} intro={intro} />
      <div className={`container ${styles.layout} ${toc ? styles.withToc : ''}`}>
        {toc && (
          <nav className={styles.toc} aria-labelledby="toc-title">
            <h2 id="toc-title" className={styles.tocTitle}>
              {toc.label}
            </h2>
            <ol>
              {toc.entries.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.label}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <article className={styles.doc}>
          {children}
          <p className={styles.updated}>{updated}</p>
        </article>
      </div>
    </>
  );
}
