import { Fragment } from 'react';
import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Button } from '../../kit/Button.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { statusTones } from '../../screens/plan-register/plan-register-data.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './PlanList.module.css';
import { type ListedPlan, listDisciplines, listedPlans } from './plan-list-data.ts';

type Copy = Resources['viewPanelsDms'];
type PlanNumber = keyof Copy['planList']['plans'];

/** A plan list across the disciplines of one floor: current index and status, the archive behind each, and what is still missing. */
export function PlanList({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const p = copy.planList;
  const archived = listedPlans.reduce((sum, plan) => sum + plan.archived, 0);
  const state = (plan: ListedPlan) =>
    plan.status ? (
      <Status tone={statusTones[plan.status]}>{p.statuses[plan.status]}</Status>
    ) : (
      <span className={styles.missing}>{fill(p.due, { date: shortDate(plan.due!, lang) })}</span>
    );
  const index = (plan: ListedPlan) =>
    plan.index ? (
      <span className={styles.index}>
        <b>{plan.index}</b>
        {shortDate(plan.date!, lang)}
      </span>
    ) : (
      <span className={styles.none}>–</span>
    );
  const title = (plan: ListedPlan) => (
    <span className={styles.plan}>
      <strong>{p.plans[plan.number as PlanNumber]}</strong>
      <span>{plan.number}</span>
    </span>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={p.title} subtitle={p.scope} detail>
        <ul className={styles.phoneList}>
          {listedPlans.map((plan) => (
            <li key={plan.number} data-missing={!plan.status || undefined}>
              <span className={styles.phoneRow}>
                <strong>{p.plans[plan.number as PlanNumber]}</strong>
                {state(plan)}
              </span>
              <span className={styles.phoneRow}>
                <span className={styles.number}>{plan.number}</span>
                {index(plan)}
              </span>
            </li>
          ))}
        </ul>
      </PhoneApp>
    );
  return (
    <Panel icon="documents" path={[kit.nav.documents, p.title, p.scope]} actions={<Button icon="download">{p.export}</Button>}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{p.columns.plan}</th>
            <th>{p.columns.index}</th>
            <th>{p.columns.status}</th>
            <th>{p.columns.archive}</th>
          </tr>
        </thead>
        <tbody>
          {listDisciplines.map((discipline) => (
            <Fragment key={discipline}>
              <tr>
                <th colSpan={4} className={styles.groupHead}>
                  {p.disciplines[discipline]}
                </th>
              </tr>
              {listedPlans
                .filter((plan) => plan.discipline === discipline)
                .map((plan) => (
                  <tr key={plan.number} data-missing={!plan.status || undefined}>
                    <td>{title(plan)}</td>
                    <td>{index(plan)}</td>
                    <td>{state(plan)}</td>
                    <td className={styles.archive}>
                      {plan.archived > 0 && (
                        <>
                          <Icon name="history" size={12} />
                          {plan.archived}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
      <p className={styles.footer}>
        <span>{fill(p.summary, { present: String(listedPlans.filter((plan) => plan.status).length), total: String(listedPlans.length) })}</span>
        <span>{fill(p.archived, { count: String(archived) })}</span>
      </p>
    </Panel>
  );
}
