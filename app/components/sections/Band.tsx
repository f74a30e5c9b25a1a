import type { ReactNode } from 'react';
import styles from './Band.module.css';

export type Tone = 'plain' | 'warm' | 'dark';

interface Props {
  /** The id of the band's heading, which names the region. */
  labelledBy: string;
  tone?: Tone;
  /** An anchor for in-page links (the call to action's "#contact", say). */
  id?: string;
  className?: string;
  /** Continues the band before it in the same tone: no second margin above, one band to the eye. */
  joined?: boolean;
  children: ReactNode;
}

/** A full-width band of a page, one tone from edge to edge, its content in the site's column. */
export function Band({ labelledBy, tone = 'plain', id, className, joined, children }: Props) {
  const classes = [styles.band, styles[tone], joined && styles.joined].filter(Boolean).join(' ');
  return (
    <section id={id} aria-labelledby={labelledBy} data-tone={tone} className={classes}>
      <div className={`container ${className ?? ''}`}>{children}</div>
    </section>
  );
}
