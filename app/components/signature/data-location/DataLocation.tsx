import { useMemo, useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import { fill } from '../../../shared/i18n/translator.ts';
import { type SiteHosting, siteHosting } from '../../../shared/site-hosting.ts';
import type { DataLocationCopy } from './copy.ts';
import styles from './DataLocation.module.css';
import { HostingFrame } from './HostingFrame.tsx';
import { StageCard } from './StageCard.tsx';
import { StagePath } from './StagePath.tsx';
import { frameOf, type StageId, stagesOf, valuesOf } from './stages.ts';

export type { DataLocationCopy, DataLocationSectionCopy } from './copy.ts';

export interface DataLocationProps {
  /** `location.piece` in `locales/<lang>/cloudSecurity.json`. */
  copy: DataLocationCopy;
  /** The facts shown; the operator's configuration unless a test hands in another. */
  hosting?: SiteHosting;
  /** Prefixes the ids of the stages, which the path's links and tabs point to; one piece per page. */
  idPrefix?: string;
}

/**
 * The cloud-and-security page's signature piece: the way of one plan from the tablet on site,
 * encrypted in transit, to the data centre that keeps it, the second one that backs it up, and to
 * whoever may open it, with the facts of each stage from the hosting configuration
 * (`app/shared/site-hosting.ts`) and, under it, what holds for all of them: the location, the law,
 * the certificates.
 *
 * The HTML (and a browser without the script) has every stage in order, in a strip that scrolls
 * sideways and snaps to each, the path's stops linking to them. The script turns the stops into
 * WAI-ARIA tabs and shows one stage at a time in the same box, as high as the strip, so nothing moves.
 */
export function DataLocation({ copy, hosting = siteHosting, idPrefix = 'data-location' }: DataLocationProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(0);
  const stages = useMemo(() => stagesOf(hosting, copy, lang), [hosting, copy, lang]);
  const frame = useMemo(() => frameOf(hosting, copy, lang), [hosting, copy, lang]);
  const values = valuesOf(hosting, copy, lang);
  const tabId = (stage: StageId) => `${idPrefix}-tab-${stage}`;
  const panelId = (stage: StageId) => `${idPrefix}-${stage}`;

  return (
    <div className={styles.root} data-enhanced={enhanced}>
      <p className={styles.file}>
        <svg className={styles.fileGlyph} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M7 3h7l5 5v11.5a1.5 1.5 0 0 1-1.5 1.5h-10.5A1.5 1.5 0 0 1 5.5 19.5v-15A1.5 1.5 0 0 1 7 3ZM14 3v5h5M8.5 13h7M8.5 16.5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.fileLabel}>{copy.file.label}</span> <span className={styles.fileName}>{fill(copy.file.value, values)}</span>
      </p>
      <StagePath
        copy={copy}
        stages={stages}
        region={fill(copy.region, values)}
        enhanced={enhanced}
        selected={selected}
        onSelect={setSelected}
        tabId={tabId}
        panelId={panelId}
      />
      {/* Before the script the strip scrolls sideways, so keyboards must be able to reach and scroll it. */}
      <div className={styles.stages} {...(!enhanced && { role: 'region', 'aria-label': copy.stripLabel, tabIndex: 0 })}>
        {stages.map((stage, index) => (
          <StageCard
            key={stage.id}
            copy={copy}
            stage={stage}
            index={index}
            count={stages.length}
            id={panelId(stage.id)}
            tab={enhanced ? { id: tabId(stage.id), selected: index === selected } : undefined}
          />
        ))}
      </div>
      <HostingFrame copy={copy} frame={frame} />
    </div>
  );
}
