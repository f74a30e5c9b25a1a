import { type KeyboardEvent, useRef } from 'react';
import { tabAfterKey } from '../../../lib/tab-keys.ts';
import type { Lang } from '../../../shared/languages.ts';
import type { DocumentStatusCopy } from './copy.ts';
import { dayMonth } from './format.ts';
import { history, type StatusId } from './history.ts';
import styles from './StatusTrack.module.css';
import { stepState } from './track.ts';

interface Props {
  copy: DocumentStatusCopy;
  selected: number;
  onSelect: (index: number) => void;
  /** Without the script the steps are links to their panels; with it, tabs. */
  enhanced: boolean;
  tabId: (status: StatusId) => string;
  panelId: (status: StatusId) => string;
  lang: Lang;
}

function Check() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 6.2l2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The four statuses in order, each with the day it was set: the document's way as a track, passed
 * statuses ticked, the current one raised. Before the script an ordered list of links to each
 * status's panel; the script makes it WAI-ARIA tabs with automatic activation (the arrows select the
 * next or previous status and wrap, Home and End the first and last; the selected one is the only
 * tab stop). Both forms have the same boxes, so nothing moves on the upgrade.
 */
export function StatusTrack({ copy, selected, onSelect, enhanced, tabId, panelId, lang }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, history.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <ol className={styles.track} aria-label={copy.trackLabel} {...(enhanced && { role: 'tablist', onKeyDown })}>
      {history.map(({ status, at }, index) => {
        const state = stepState(index, selected);
        const content = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Check /> : index + 1}
            </span>
            <span className={styles.label}>{copy.statuses[status]}</span>
            <time className={styles.date} dateTime={at}>
              {dayMonth(at, lang)}
            </time>
          </>
        );
        return (
          <li key={status} className={styles.step} data-state={state} {...(enhanced && { role: 'none' })}>
            {enhanced ? (
              <button
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                id={tabId(status)}
                type="button"
                role="tab"
                aria-selected={index === selected}
                aria-controls={panelId(status)}
                tabIndex={index === selected ? 0 : -1}
                className={styles.control}
                onClick={() => onSelect(index)}
              >
                {content}
              </button>
            ) : (
              <a href={`#${panelId(status)}`} className={styles.control} aria-current={index === selected ? 'step' : undefined}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}
