import { useId } from 'react';
import type { Resources } from '../../../shared/i18n/keys.ts';
import type { Lang } from '../../../shared/languages.ts';
import { shortDate, viewToday } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { addDays, daysBetween, isoWeek } from './calendar.ts';
import { activities, chartStart, chartWeeks, links, milestones, rows } from './dashboard-data.ts';
import styles from './Gantt.module.css';

type Copy = Resources['viewDashboard'];

/** The chart's grid in CSS pixels: the desktop view is drawn at one size, so the bars can be placed exactly. */
const weekWidth = 13;
const rowHeight = 28;
const dayWidth = weekWidth / 7;

/** Left edge of a day's column. */
const x = (iso: string) => daysBetween(chartStart, iso) * dayWidth;
/** Right edge of a day's column: where a bar ending that day stops. */
const xEnd = (iso: string) => x(iso) + dayWidth;

const percent = (share: number, lang: Lang) => `${Math.round(share * 100)}${lang === 'de' ? '\u00a0%' : '%'}`;

/** The first day of the following month of a month's first day. */
const nextMonth = (first: string) => `${addDays(first, 32).slice(0, 8)}01`;

/** Where each row's item starts and ends, to draw the links between them. */
function span(id: string) {
  const activity = activities.find((candidate) => candidate.id === id);
  if (activity) return { start: x(activity.start), end: xEnd(activity.end) };
  const milestone = milestones.find((candidate) => candidate.id === id)!;
  return { start: xEnd(milestone.date) - 5, end: xEnd(milestone.date) + 5 };
}

/** The construction schedule as a Gantt chart: bars with their progress, links, milestones and today's line. */
export function Gantt({ copy, lang }: { copy: Copy; lang: Lang }) {
  const marker = `${useId().replace(/:/g, '')}-arrow`;
  const width = chartWeeks * weekWidth;
  const height = rows.length * rowHeight;
  const chartEnd = addDays(chartStart, chartWeeks * 7);

  // Every month that begins before the chart ends; the first starts at the chart's left edge.
  const months: { label: string; left: number }[] = [];
  for (let first = `${chartStart.slice(0, 7)}-01`; first < chartEnd; first = nextMonth(first)) {
    const [year, month] = first.split('-').map(Number) as [number, number];
    const name = copy.monthNames[month - 1] ?? '';
    months.push({ label: month === 1 ? `${name} ${year}` : name, left: Math.max(0, x(first)) });
  }
  const rowOf = (id: string) => rows.findIndex((row) => row.id === id);
  const centre = (id: string) => rowOf(id) * rowHeight + rowHeight / 2;
  const today = x(viewToday) + dayWidth / 2;

  return (
    <div className={styles.gantt}>
      <div className={styles.labels}>
        <div className={styles.labelHead} />
        {rows.map((row) => {
          if (row.kind === 'milestone') {
            const milestone = milestones.find((candidate) => candidate.id === row.id)!;
            return (
              <div key={row.id} className={styles.label}>
                <span className={milestone.atRisk ? styles.diamondRisk : styles.diamond} />
                <span className={styles.name}>{copy.milestones[row.id]}</span>
                <span className={styles.meta}>{shortDate(milestone.date, lang)}</span>
              </div>
            );
          }
          const activity = activities.find((candidate) => candidate.id === row.id)!;
          return (
            <div key={row.id} className={styles.label}>
              <span className={styles.name}>{copy.schedule.activities[row.id]}</span>
              {activity.late && <Icon name="warning" size={12} className={styles.lateIcon} />}
              {activity.progress > 0 && <span className={styles.meta}>{percent(activity.progress, lang)}</span>}
            </div>
          );
        })}
      </div>

      <div className={styles.timeline} style={{ width }}>
        <div className={styles.head}>
          <div className={styles.months}>
            {months.map((month) => (
              <span key={month.label} style={{ left: month.left }}>
                {month.label}
              </span>
            ))}
          </div>
          <div className={styles.weeks}>
            {Array.from({ length: chartWeeks / 2 }, (_, i) => addDays(chartStart, i * 14)).map((monday) => (
              <span key={monday} style={{ left: x(monday), width: weekWidth * 2 }}>
                {isoWeek(monday)}
              </span>
            ))}
          </div>
        </div>

        <div className={styles.body} style={{ height }}>
          {months.slice(1).map((month) => (
            <span key={month.label} className={styles.monthLine} style={{ left: month.left }} />
          ))}
          {rows.map((row, index) => (
            <span key={row.id} className={styles.rowLine} style={{ top: (index + 1) * rowHeight }} />
          ))}

          {activities.map((activity) => {
            const left = x(activity.start);
            const barWidth = xEnd(activity.end) - left;
            return (
              <span
                key={activity.id}
                className={activity.late ? styles.barLate : styles.bar}
                data-trade={activity.trade}
                data-datum={`${activity.start}–${activity.end}`}
                style={{ left, width: barWidth, top: centre(activity.id) - 6 }}
              >
                <span className={styles.done} style={{ width: `${activity.progress * 100}%` }} />
              </span>
            );
          })}

          <svg className={styles.links} width={width} height={height} aria-hidden="true">
            <defs>
              <marker id={marker} viewBox="0 0 6 6" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto">
                <path d="M0 0l6 3-6 3z" fill="#7d838a" />
              </marker>
            </defs>
            {links.map(([from, to]) => {
              const x1 = span(from).end;
              const y1 = centre(from);
              const x2 = span(to).start;
              const y2 = centre(to);
              // With room after the bar the arrow leaves its end; else it drops from under the bar's end.
              const d = x2 - x1 >= 10 ? `M${x1} ${y1}h5V${y2}H${x2 - 1}` : `M${x1 - 4} ${y1 + 6}V${y2}H${x2 - 1}`;
              return <path key={`${from}-${to}`} d={d} fill="none" stroke="#7d838a" strokeWidth="1" markerEnd={`url(#${marker})`} />;
            })}
          </svg>

          {milestones
            .filter((milestone) => rowOf(milestone.id) >= 0)
            .map((milestone) => (
              <span
                key={milestone.id}
                className={milestone.atRisk ? styles.milestoneRisk : styles.milestone}
                style={{ left: xEnd(milestone.date) - 5, top: centre(milestone.id) - 5 }}
              />
            ))}

          <span className={styles.today} style={{ left: today }} />
        </div>
      </div>
    </div>
  );
}
