import { useId, useState } from 'react';
import { useLang } from '../../../context/page.tsx';
import { useEnhanced } from '../../../lib/use-enhanced.tsx';
import { fill } from '../../../shared/i18n/translator.ts';
import { ChangeList } from './ChangeList.tsx';
import { ChangeTabs } from './ChangeTabs.tsx';
import { type ChangeKind, comparedElements, elementsOf, kinds, previous } from './changes.ts';
import type { ModelVersionCompareCopy } from './copy.ts';
import { ModelDrawing } from './ModelDrawing.tsx';
import styles from './ModelVersionCompare.module.css';
import { VersionBar } from './VersionBar.tsx';

export type { ModelVersionCompareCopy, ModelVersionCompareSectionCopy } from './copy.ts';

export interface ModelVersionCompareProps {
  /** `compare.piece` in `locales/<lang>/bimModel.json`. */
  copy: ModelVersionCompareCopy;
  /** The level of the lists' headings before the script: one below the heading of the section it is placed in. */
  headingLevel?: 3 | 4;
}

/**
 * The BIM model management page's signature piece: version 1 and 2 of the sample office's architecture
 * model compared element by element, as the product's comparison finds it, with what was added,
 * removed and changed in lists beside a drawing of the model that shows them in colour.
 *
 * The HTML (and a browser without the script) has the three lists one after another under their
 * headings, and the drawing with every change in colour. The script turns the lists into WAI-ARIA
 * tabs, and the drawing shows the kind of the selected tab (`data-enhanced` switches the stylesheet).
 */
export function ModelVersionCompare({ copy, headingLevel = 3 }: ModelVersionCompareProps) {
  const lang = useLang();
  const enhanced = useEnhanced();
  const [selected, setSelected] = useState(0);
  const [hot, setHot] = useState<string>();
  const baseId = useId();
  const tabId = (kind: ChangeKind) => `${baseId}-tab-${kind}`;
  const panelId = (kind: ChangeKind) => `${baseId}-panel-${kind}`;
  const Heading = `h${headingLevel}` as const;
  const shown = enhanced ? kinds[selected]! : 'all';
  const select = (index: number) => {
    setSelected(index);
    setHot(undefined);
  };

  return (
    <div className={styles.root} data-enhanced={enhanced}>
      <VersionBar copy={copy} lang={lang} />
      <div className={styles.body}>
        <figure className={styles.figure}>
          <p className={styles.total}>
            {fill(copy.total, { count: comparedElements.length, version: fill(copy.version, { number: previous.number }) })}
          </p>
          <ModelDrawing selected={shown} hot={hot} label={copy.drawing.label} />
          <figcaption className={styles.caption}>{copy.drawing.caption[shown]}</figcaption>
        </figure>
        <div className={styles.changes}>
          {enhanced && <ChangeTabs copy={copy} selected={selected} onSelect={select} tabId={tabId} panelId={panelId} />}
          {kinds.map((kind, index) => (
            <div
              key={kind}
              id={panelId(kind)}
              className={styles.panel}
              {...(enhanced && { role: 'tabpanel', 'aria-labelledby': tabId(kind), tabIndex: 0, hidden: index !== selected })}
            >
              {!enhanced && (
                <Heading className={styles.heading} data-kind={kind}>
                  {copy.kinds[kind]} <span className={styles.count}>{elementsOf(kind).length}</span>
                </Heading>
              )}
              <ChangeList kind={kind} copy={copy} lang={lang} onHot={enhanced ? setHot : undefined} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
