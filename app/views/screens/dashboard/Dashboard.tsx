import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Button } from '../../kit/Button.tsx';
import { isBefore, longDate, shortDate, viewToday } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import type { ScreenProps } from '../../types.ts';
import { daysBetween, isoWeek } from './calendar.ts';
import styles from './Dashboard.module.css';
import { attention, type Kpi, kpis, milestones } from './dashboard-data.ts';
import { Gantt } from './Gantt.tsx';

type Copy = Resources['viewDashboard'];

/** A small line of the last six periods, its last point marked. */
function Sparkline({ trend, good }: { trend: readonly number[]; good: boolean }) {
  const [width, height] = [64, 24];
  const low = Math.min(...trend);
  const high = Math.max(...trend);
  const points = trend.map((value, i) => [
    (i / (trend.length - 1)) * (width - 4) + 2,
    height - 3 - ((value - low) / (high - low || 1)) * (height - 6),
  ]);
  const [lastX, lastY] = points.at(-1)!;
  const colour = good ? '#2f8a4e' : '#c4432f';
  return (
    <svg className={styles.spark} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      <polyline points={points.map((point) => point.join(',')).join(' ')} fill="none" stroke={colour} strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx={lastX} cy={lastY} r="2.4" fill={colour} />
    </svg>
  );
}

function KpiTile({ kpi, copy, compact = false }: { kpi: Kpi; copy: Copy; compact?: boolean }) {
  const good = kpi.delta > 0 === kpi.riseIsGood;
  const words = copy.kpis[kpi.id];
  return (
    <div className={compact ? styles.kpiCompact : styles.kpi}>
      <span className={styles.kpiLabel}>
        <Icon name={kpi.icon} size={14} />
        {words.label}
      </span>
      <span className={styles.kpiValue}>
        <strong>{kpi.value}</strong>
        <span className={good ? styles.deltaGood : styles.deltaBad}>
          <Icon name={kpi.delta > 0 ? 'trendUp' : 'trendDown'} size={12} />
          {kpi.delta > 0 ? `+${kpi.delta}` : `−${-kpi.delta}`}
        </span>
        {!compact && <Sparkline trend={kpi.trend} good={good} />}
      </span>
      {!compact && <span className={styles.kpiNote}>{words.note}</span>}
    </div>
  );
}

/** The project's dashboard: this week's figures, the schedule as a Gantt chart, and what waits for the viewer. */
export function Dashboard({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  if (composition === 'phone') {
    const next = milestones.filter((milestone) => !isBefore(milestone.date));
    return (
      <PhoneApp kit={kit} active="overview" title={copy.title}>
        <div className={styles.phoneKpis}>
          {kpis.map((kpi) => (
            <KpiTile key={kpi.id} kpi={kpi} copy={copy} compact />
          ))}
        </div>
        <h3 className={styles.phoneTitle}>{copy.phone.milestones}</h3>
        <ul className={styles.phoneMilestones}>
          {next.map((milestone) => (
            <li key={milestone.id}>
              <span className={milestone.atRisk ? styles.phoneDiamondRisk : styles.phoneDiamond} />
              <span className={styles.milestoneText}>
                <strong>{copy.milestones[milestone.id]}</strong>
                <span>
                  {shortDate(milestone.date, lang)} · {fill(copy.phone.in, { days: daysBetween(viewToday, milestone.date) })}
                </span>
              </span>
              <Status tone={milestone.atRisk ? 'overdue' : 'done'}>{milestone.atRisk ? copy.phone.atRisk : copy.phone.onTrack}</Status>
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  }

  const meta = (item: (typeof attention)[number]) => {
    if (item.kind === 'approval') return fill(copy.waiting, { date: shortDate(item.date, lang) });
    return fill(item.late ? copy.overdue : copy.due, { date: shortDate(item.date, lang) });
  };

  return (
    <AppWindow
      kit={kit}
      active="overview"
      title={copy.title}
      badges={{ tasks: 8, inbox: 2 }}
      toolbar={
        <>
          <span className={styles.asOf}>{fill(copy.asOf, { week: isoWeek(viewToday), date: longDate(viewToday, lang) })}</span>
          <Button icon="download">{copy.report}</Button>
        </>
      }
    >
      <div className={styles.dashboard}>
        <div className={styles.kpis}>
          {kpis.map((kpi) => (
            <KpiTile key={kpi.id} kpi={kpi} copy={copy} />
          ))}
        </div>
        <div className={styles.main}>
          <section className={styles.card}>
            <header className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{copy.schedule.title}</h3>
              <span className={styles.legend}>
                <span className={styles.legendDiamond} />
                {copy.schedule.milestone}
                <span className={styles.legendToday} />
                {copy.schedule.today}
              </span>
              <span className={styles.switch}>
                <span className={styles.switchActive}>{copy.schedule.weeks}</span>
                <span>{copy.schedule.months}</span>
              </span>
            </header>
            <Gantt copy={copy} lang={lang} />
          </section>
          <aside className={styles.card}>
            <header className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{copy.attentionTitle}</h3>
              <span className={styles.count}>{attention.length}</span>
            </header>
            <ul className={styles.attention}>
              {attention.map((item) => (
                <li key={item.id}>
                  <span className={styles.kindLine}>
                    <span className={styles.kind} data-kind={item.kind}>
                      {copy.kinds[item.kind]}
                    </span>
                    {item.ref && <span className={styles.ref}>{item.ref}</span>}
                  </span>
                  <span className={styles.itemTitle}>{copy.attention[item.id]}</span>
                  <span className={item.late ? styles.late : styles.due}>
                    <Icon name="clock" size={12} />
                    {meta(item)}
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </AppWindow>
  );
}
