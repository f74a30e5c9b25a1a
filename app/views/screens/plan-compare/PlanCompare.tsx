import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { numericDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { changeColours, FloorPlan } from './FloorPlan.tsx';
import { changes, comparison } from './floor-plan-data.ts';
import styles from './PlanCompare.module.css';

type Copy = Resources['viewPlanCompare'];
type ChangeId = keyof Copy['changes']['items'];

/** The whole floor at the desktop viewer's zoom, and the phone's close-up of the selected change. */
const desktopView = [-3, -3.1, 34.6, 17.6] as const;
const desktopScale = 18;
const phoneView = [14.3, -2.9, 11.7, 9.75] as const;
const phoneScale = 27;

/** The 2D plan comparison: two indexes of one floor plan laid over each other, the changes clouded and listed. */
export function PlanCompare({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const { from, to, releasedBy, selected } = comparison;
  const item = (id: number) => copy.changes.items[String(id) as ChangeId];
  const legend = (
    <span className={styles.legend}>
      {(['removed', 'added', 'same'] as const).map((change) => (
        <span key={change} className={styles.legendItem}>
          <span className={styles.swatch} data-datum={change} style={{ background: changeColours[change] }} />
          {copy.legend[change]}
        </span>
      ))}
    </span>
  );

  if (composition === 'phone') {
    const change = item(selected);
    const reference = comparison.references[selected];
    return (
      <PhoneApp
        kit={kit}
        active="plans"
        title={copy.title}
        subtitle={fill(copy.phone.subtitle, { number: String(selected), count: String(changes.length) })}
        detail
      >
        <div className={styles.phonePlan}>
          <FloorPlan lang={lang} roomNames={copy.rooms} view={phoneView} scale={phoneScale} selected={selected} />
          <div className={styles.phoneLegend}>{legend}</div>
        </div>
        <article className={styles.phoneChange}>
          <span className={styles.phoneChangeHead}>
            <span className={styles.marker}>{selected}</span>
            <span className={styles.place}>{change.place}</span>
            {reference && (
              <span className={styles.reference}>
                <Icon name="tasks" size={12} />
                {reference}
              </span>
            )}
          </span>
          <strong className={styles.phoneChangeTitle}>{change.title}</strong>
          <p className={styles.note}>{change.note}</p>
        </article>
        <div className={styles.pager}>
          <span className={styles.pagerBack}>
            <Icon name="chevron" size={14} />
            {copy.phone.previous}
          </span>
          <span className={styles.pagerDots}>
            {changes.map((change) => (
              <span key={change.id} className={change.id === selected ? styles.pagerDotActive : styles.pagerDot} />
            ))}
          </span>
          <span className={styles.pagerNext}>
            {copy.phone.next}
            <Icon name="chevron" size={14} />
          </span>
        </div>
      </PhoneApp>
    );
  }

  return (
    <AppWindow kit={kit} active="plans" bare>
      <div className={styles.header}>
        <div className={styles.titles}>
          <span className={styles.crumb}>{copy.breadcrumb}</span>
          <h2 className={styles.title}>
            {copy.title}
            <span className={styles.number}>{comparison.number}</span>
          </h2>
        </div>
        <div className={styles.pickers}>
          <span className={styles.picker}>
            <span className={styles.pickerDot} style={{ background: changeColours.removed }} />
            <strong>{fill(copy.index, { index: from.index })}</strong>
            {numericDate(from.date, lang)}
            <Icon name="down" size={12} />
          </span>
          <Icon name="arrowRight" size={14} className={styles.arrow} />
          <span className={styles.picker}>
            <span className={styles.pickerDot} style={{ background: changeColours.added }} />
            <strong>{fill(copy.index, { index: to.index })}</strong>
            {numericDate(to.date, lang)}
            <Icon name="down" size={12} />
          </span>
        </div>
      </div>
      <div className={styles.workspace}>
        <div className={styles.canvas}>
          <div className={styles.canvasTop}>
            {legend}
            <span className={styles.switch}>
              <span className={styles.switchActive}>{copy.modes.overlay}</span>
              <span>{copy.modes.slider}</span>
              <span>{copy.modes.side}</span>
            </span>
          </div>
          <div className={styles.drawing}>
            <FloorPlan lang={lang} roomNames={copy.rooms} view={desktopView} scale={desktopScale} selected={selected} />
          </div>
          <div className={styles.canvasBottom}>
            <span className={styles.scaleBar}>
              <svg width={5 * desktopScale + 2} height="8" aria-hidden="true">
                <rect x="1" y="1" width={5 * desktopScale} height="6" fill="#fff" stroke="#2f363d" strokeWidth="1" />
                <rect x="1" y="1" width={desktopScale} height="6" fill="#2f363d" />
                <rect x={1 + 2 * desktopScale} y="1" width={3 * desktopScale} height="6" fill="#2f363d" />
              </svg>
              <span className={styles.scaleLabels} style={{ width: 5 * desktopScale + 2 }}>
                <span>0</span>
                <span>5 m</span>
              </span>
            </span>
            <span className={styles.planScale}>{copy.scale}</span>
            <span className={styles.zoom}>
              <Icon name="minus" size={14} />
              <span>{copy.zoom}</span>
              <Icon name="plus" size={14} />
            </span>
          </div>
        </div>
        <aside className={styles.panel}>
          <div className={styles.panelHead}>
            <h3>
              {copy.changes.title}
              <span className={styles.count}>{changes.length}</span>
            </h3>
            <span className={styles.panelSub}>{copy.changes.subtitle}</span>
          </div>
          <ol className={styles.list}>
            {changes.map((change) => {
              const words = item(change.id);
              const reference = comparison.references[change.id];
              return (
                <li key={change.id} className={change.id === selected ? styles.itemSelected : styles.item}>
                  <span className={styles.marker}>{change.id}</span>
                  <span className={styles.itemText}>
                    <strong>{words.title}</strong>
                    <span className={styles.place}>{words.place}</span>
                    <span className={styles.note}>{words.note}</span>
                    {reference && (
                      <span className={styles.reference}>
                        <Icon name="tasks" size={12} />
                        {reference}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          <div className={styles.release}>
            <span className={styles.releaseWho}>
              <Avatar person={releasedBy} size="medium" />
              <span>
                <strong>{copy.released}</strong>
                <span>
                  {people[releasedBy].name} · {numericDate(to.date, lang)}
                </span>
              </span>
            </span>
          </div>
        </aside>
      </div>
    </AppWindow>
  );
}
