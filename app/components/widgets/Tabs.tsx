import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  tab: ReactNode;
  panel: ReactNode;
  /** Where the tab leads before the script runs (the feature's own page); an in-page anchor otherwise. */
  href?: string;
}

export interface TabsClassNames {
  root?: string;
  list?: string;
  tab?: string;
  panels?: string;
  panel?: string;
}

interface Props {
  label: string;
  items: readonly TabItem[];
  orientation?: 'horizontal' | 'vertical';
  classNames?: TabsClassNames;
  /**
   * What the HTML shows before and without the script: `links`, the first panel and each tab as a link
   * to its `href` (the feature's own page); `panels`, every panel in order, each tab an in-page link to
   * its panel, for selectors whose panels are the content itself.
   */
  beforeScript?: 'links' | 'panels';
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home and End jump to the ends.
 * The prerendered HTML has each tab as a plain link and the first panel shown, the others empty (or, with
 * `beforeScript="panels"`, all of them), so the content and the way to every feature are there before
 * and without the script; hydration turns the links into tabs. `data-enhanced` on the root tells the
 * stylesheet which form it styles.
 */
export function Tabs({ label, items, orientation = 'horizontal', classNames = {}, beforeScript = 'links' }: Props) {
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(0);
  // With `links`, the HTML holds the first panel's content alone: the others cannot show before the
  // script, and on the home page six panels' pictures and text were 1.3 KB of its compressed HTML.
  // A panel's content is rendered once it is first chosen, and stays.
  const [chosen, setChosen] = useState<readonly number[]>([0]);
  const choose = (index: number) => {
    setSelected(index);
    setChosen((earlier) => (earlier.includes(index) ? earlier : [...earlier, index]));
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${items[index]?.id}`;
  const panelId = (index: number) => `${baseId}-panel-${items[index]?.id}`;

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const backward = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const moves: Record<string, () => void> = {
      [forward]: () => select(selected + 1),
      [backward]: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(items.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className={classNames.root} data-enhanced={enhanced}>
      {enhanced ? (
        <div role="tablist" aria-label={label} aria-orientation={orientation} className={classNames.list} onKeyDown={onKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === selected ? 0 : -1}
              className={classNames.tab}
              onClick={() => choose(index)}
            >
              {item.tab}
            </button>
          ))}
        </div>
      ) : (
        // The same boxes as the tabs, so nothing moves when the script swaps them.
        <nav aria-label={label} className={styles.links}>
          <div className={classNames.list}>
            {items.map((item, index) => (
              <a
                key={item.id}
                className={classNames.tab}
                href={beforeScript === 'links' ? (item.href ?? `#${panelId(index)}`) : `#${panelId(index)}`}
                aria-current={beforeScript === 'links' && index === 0 ? 'true' : undefined}
              >
                {item.tab}
              </a>
            ))}
          </div>
        </nav>
      )}
      <div className={classNames.panels}>
        {items.map((item, index) => (
          <div
            key={item.id}
            id={panelId(index)}
            {...(enhanced && { role: 'tabpanel', 'aria-labelledby': tabId(index), tabIndex: 0 })}
            className={classNames.panel}
            hidden={(enhanced || beforeScript === 'links') && index !== selected}
          >
            {(beforeScript === 'panels' || chosen.includes(index)) && item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
