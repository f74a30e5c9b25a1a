import { useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import type { DocumentStatusCopy } from './copy.ts';
import { DocumentHead } from './DocumentHead.tsx';
import styles from './DocumentStatus.module.css';
import { history, type StatusId } from './history.ts';
import { StatusPanel } from './StatusPanel.tsx';
import { StatusTrack } from './StatusTrack.tsx';
import { initialStep } from './track.ts';

export type { DocumentStatusCopy, DocumentStatusSectionCopy } from './copy.ts';

export interface DocumentStatusProps {
  /** `status.piece` in `locales/<lang>/dms.json`. */
  copy: DocumentStatusCopy;
  /** The level of the document title: one below the heading of the section it is placed in; the statuses' are one below it. */
  headingLevel?: 3 | 4;
  /** Starts the ids of the track's steps and panels; unique on the page. */
  idPrefix?: string;
}

/**
 * The DMS page's signature piece: one document of the example project, the north parapet detail of
 * Haus B in index C, on its way through the four statuses, with who set each status and when, the
 * comment that went with it, who was notified and what the audit trail logged.
 *
 * The HTML (and a browser without the script) has the document's row, the track of all four statuses
 * as links, and the four statuses' panels in order, side by side in a row that scrolls sideways, each
 * as wide as the card. The script makes the track WAI-ARIA tabs that move the document: its status
 * chip, the line of since when and by whom (a polite live region) and who can open it follow, and the
 * panels share one cell as high as the highest (`data-enhanced` switches the stylesheet), so the
 * piece keeps its size on the upgrade.
 */
export function DocumentStatus({ copy, headingLevel = 3, idPrefix = 'document-status' }: DocumentStatusProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(initialStep);
  const tabId = (status: StatusId) => `${idPrefix}-tab-${status}`;
  const panelId = (status: StatusId) => `${idPrefix}-${status}`;
  const step = history[selected]!;
  return (
    <div className={styles.root} data-enhanced={enhanced} data-status={step.status}>
      <div className={styles.card}>
        <DocumentHead copy={copy} step={step} lang={lang} headingLevel={headingLevel} />
        <StatusTrack copy={copy} selected={selected} onSelect={setSelected} enhanced={enhanced} tabId={tabId} panelId={panelId} lang={lang} />
        <div
          className={styles.panels}
          // Before the script the row scrolls sideways: a named tab stop, so the keyboard can scroll it too.
          {...(!enhanced && { role: 'group', 'aria-label': copy.panelsLabel, tabIndex: 0 })}
        >
          {history.map((item, index) => (
            <StatusPanel
              key={item.status}
              id={panelId(item.status)}
              copy={copy}
              step={item}
              lang={lang}
              headingLevel={(headingLevel + 1) as 4 | 5}
              {...(enhanced && { role: 'tabpanel', 'aria-labelledby': tabId(item.status), tabIndex: 0, hidden: index !== selected })}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
