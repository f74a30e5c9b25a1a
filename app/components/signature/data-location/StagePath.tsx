import { type KeyboardEvent, useRef } from 'react';
import { tabAfterKey } from '../../../lib/tab-keys.ts';
import type { DataLocationCopy } from './copy.ts';
import { StageGlyph } from './StageGlyph.tsx';
import styles from './StagePath.module.css';
import type { Stage, StageId } from './stages.ts';

interface Props {
  copy: DataLocationCopy;
  stages: Stage[];
  /** The bracket around the two data centres: "Rechenzentren in Deutschland". */
  region: string;
  enhanced: boolean;
  selected: number;
  onSelect: (index: number) => void;
  tabId: (stage: StageId) => string;
  panelId: (stage: StageId) => string;
}

/** A stop on the path: its mark on the line, its name, and where or how. */
function Stop({ stage }: { stage: Stage }) {
  return (
    <>
      <span className={styles.node}>
        <StageGlyph stage={stage.id} className={styles.glyph} />
      </span>
      <span className={styles.name}>{stage.name}</span> <span className={styles.place}>{stage.place}</span>
    </>
  );
}

/**
 * The file's way drawn as a line through five stops, the two data centres bracketed as the country
 * they stand in. Before the script the stops are links to the stages below; the script makes them
 * WAI-ARIA tabs with automatic activation (the selected tab the only tab stop), and the line is drawn
 * in the accent colour as far as the selected stage.
 */
export function StagePath({ copy, stages, region, enhanced, selected, onSelect, tabId, panelId }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, stages.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.path} data-selected={enhanced ? selected : undefined}>
      <p className={styles.region} aria-hidden="true">
        <span className={styles.regionLabel}>{region}</span>
      </p>
      {enhanced ? (
        <div role="tablist" aria-label={copy.label} className={styles.stops} onKeyDown={onKeyDown}>
          {stages.map((stage, index) => (
            <button
              key={stage.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(stage.id)}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls={panelId(stage.id)}
              tabIndex={index === selected ? 0 : -1}
              className={styles.stop}
              data-stop={stage.id}
              onClick={() => onSelect(index)}
            >
              <Stop stage={stage} />
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={copy.label}>
          <ol className={styles.stops}>
            {stages.map((stage) => (
              <li key={stage.id} className={styles.item}>
                <a href={`#${panelId(stage.id)}`} className={styles.stop} data-stop={stage.id}>
                  <Stop stage={stage} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
