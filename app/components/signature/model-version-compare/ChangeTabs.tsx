import { type KeyboardEvent, useRef } from 'react';
import { tabAfterKey } from '../../../lib/tab-keys.ts';
import styles from './ChangeTabs.module.css';
import { type ChangeKind, elementsOf, kinds } from './changes.ts';
import type { ModelVersionCompareCopy } from './copy.ts';

interface Props {
  copy: ModelVersionCompareCopy;
  selected: number;
  onSelect: (index: number) => void;
  tabId: (kind: ChangeKind) => string;
  panelId: (kind: ChangeKind) => string;
}

/**
 * The three kinds of change as WAI-ARIA tabs with automatic activation: the arrows select the next or
 * previous tab (wrapping), Home and End the first and last, and the selected tab is the only tab stop.
 */
export function ChangeTabs({ copy, selected, onSelect, tabId, panelId }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, kinds.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={copy.kindsLabel} className={styles.tablist} onKeyDown={onKeyDown}>
      {kinds.map((kind, index) => (
        <button
          key={kind}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(kind)}
          type="button"
          role="tab"
          aria-selected={index === selected}
          aria-controls={panelId(kind)}
          tabIndex={index === selected ? 0 : -1}
          className={styles.tab}
          data-kind={kind}
          onClick={() => onSelect(index)}
        >
          <span className={styles.label}>{copy.kinds[kind]}</span> <span className={styles.count}>{elementsOf(kind).length}</span>
        </button>
      ))}
    </div>
  );
}
