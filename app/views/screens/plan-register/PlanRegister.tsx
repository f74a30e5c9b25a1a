import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { numericDate, shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './PlanRegister.module.css';
import { history, type Plan, phoneDiscipline, phoneDisciplines, plans, selectedPlan, statusTones, totalPlans } from './plan-register-data.ts';

type Copy = Resources['viewPlanRegister'];

const surname = (name: string) => name.slice(name.lastIndexOf(' ') + 1);

/** The plan register: every plan with its number, title, discipline, scale, current index and release; one opened on its index history. */
export function PlanRegister({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const title = (plan: Plan) => copy.plans[plan.number as keyof Copy['plans']];

  if (composition === 'phone') {
    const listed = plans.filter((plan) => plan.discipline === phoneDiscipline && plan.status !== 'archived');
    return (
      <PhoneApp
        kit={kit}
        active="plans"
        title={copy.phone.title}
        subtitle={fill(copy.phone.count, { count: String(listed.length), building: copy.filters.buildingValue })}
      >
        <div className={styles.phoneChips}>
          {phoneDisciplines.map((discipline) => (
            <span key={discipline} className={discipline === phoneDiscipline ? styles.chipActive : styles.chip}>
              {discipline === phoneDiscipline && <Icon name="check" size={14} />}
              {copy.disciplines[discipline]}
            </span>
          ))}
        </div>
        <ul className={styles.phoneList}>
          {listed.map((plan) => (
            <li key={plan.number} className={styles.phoneRow}>
              <span className={styles.phoneTop}>
                <span className={styles.number}>{plan.number}</span>
                <Status tone={statusTones[plan.status]}>{copy.statuses[plan.status]}</Status>
              </span>
              <strong className={styles.phoneTitle}>{title(plan)}</strong>
              <span className={styles.phoneMeta}>
                <span>{fill(copy.phone.index, { index: plan.index })}</span>
                <span className={styles.dot}>·</span>
                <span>{shortDate(plan.indexDate, lang)}</span>
                <span className={styles.dot}>·</span>
                <span>{plan.scale}</span>
              </span>
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  }

  return (
    <AppWindow
      kit={kit}
      active="plans"
      title={copy.title}
      badges={{ tasks: 8, inbox: 3 }}
      toolbar={
        <>
          <Button icon="download">{copy.export}</Button>
          <Button icon="plus" primary>
            {copy.upload}
          </Button>
        </>
      }
    >
      <div className={styles.filters}>
        <span className={styles.chipActive}>
          <span className={styles.chipLabel}>{copy.filters.building}</span>
          {copy.filters.buildingValue}
          <Icon name="close" size={12} />
        </span>
        <span className={styles.chipActive}>
          <span className={styles.chipLabel}>{copy.filters.phase}</span>
          {copy.filters.phaseValue}
          <Icon name="close" size={12} />
        </span>
        <span className={styles.chip}>
          <span className={styles.chipLabel}>{copy.filters.discipline}</span>
          {copy.filters.all}
          <Icon name="down" size={12} />
        </span>
        <span className={styles.chip}>
          <span className={styles.chipLabel}>{copy.filters.status}</span>
          {copy.filters.all}
          <Icon name="down" size={12} />
        </span>
        <span className={styles.count}>{fill(copy.filters.count, { shown: String(plans.length), total: String(totalPlans) })}</span>
      </div>
      <div className={styles.table}>
        <div className={styles.head}>
          <span>{copy.columns.number}</span>
          <span>{copy.columns.title}</span>
          <span>{copy.columns.discipline}</span>
          <span>{copy.columns.scale}</span>
          <span className={styles.sorted}>
            {copy.columns.index}
            <Icon name="down" size={12} />
          </span>
          <span>{copy.columns.status}</span>
          <span>{copy.columns.releasedBy}</span>
        </div>
        {plans.map((plan) => {
          const selected = plan.number === selectedPlan;
          return (
            <div key={plan.number} className={selected ? styles.openRow : undefined}>
              <div className={plan.status === 'archived' ? styles.rowArchived : styles.row}>
                <span className={styles.number}>{plan.number}</span>
                <span className={styles.title}>{title(plan)}</span>
                <span>{copy.disciplines[plan.discipline]}</span>
                <span className={styles.numeric}>{plan.scale}</span>
                <span className={styles.index}>
                  <span className={styles.indexLetter}>{plan.index}</span>
                  {shortDate(plan.indexDate, lang)}
                </span>
                <span>
                  <Status tone={statusTones[plan.status]}>{copy.statuses[plan.status]}</Status>
                </span>
                {plan.releasedBy ? (
                  <span className={styles.person}>
                    <Avatar person={plan.releasedBy} />
                    {surname(people[plan.releasedBy].name)}
                  </span>
                ) : (
                  <span className={styles.pending}>–</span>
                )}
              </div>
              {selected && (
                <div className={styles.history}>
                  <div className={styles.historyHead}>
                    <h3>{copy.history.title}</h3>
                    <span className={styles.actions}>
                      <Button>{copy.open}</Button>
                      <Button icon="compare">{copy.compare}</Button>
                    </span>
                  </div>
                  <ol className={styles.steps}>
                    {history.map((step, position) => {
                      const current = position === history.length - 1;
                      return (
                        <li key={step.index} className={current ? styles.stepCurrent : styles.step}>
                          <span className={styles.stepTop}>
                            <span className={styles.stepLetter}>{step.index}</span>
                            <span className={styles.stepDate}>{numericDate(step.date, lang)}</span>
                            {current && <span className={styles.currentTag}>{copy.history.current}</span>}
                          </span>
                          <span className={styles.stepNote}>{copy.history[step.index as 'A' | 'B' | 'C' | 'D']}</span>
                          <span className={styles.stepPerson}>
                            <Avatar person={step.person} />
                            {people[step.person].name}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </AppWindow>
  );
}
