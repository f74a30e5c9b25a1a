import type { Resources } from '../../../shared/i18n/keys.ts';
import { numericDate } from '../../kit/dates.ts';
import { decimal, viewLocales } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import { billItems, costGroups, exchange } from './ava-data.ts';
import styles from './Sheets.module.css';

type Copy = Resources['viewPanelsInfo'];

/** The shell works' costs as exchanged with the AVA software by GAEB: cost groups to DIN 276 and the bill's items. */
export function Ava({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.ava;
  const euros = (value: number) =>
    new Intl.NumberFormat(viewLocales[lang], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
  const groups = (
    <ul className={styles.groups}>
      {costGroups.map((group) => {
        const over = group.awarded > group.budget;
        return (
          <li key={group.id}>
            <span>
              <strong>{`KG ${group.id}`}</strong> {c.groups[group.id]}
            </span>
            <span className={styles.sums}>
              <span>
                <small>{c.budget}</small>
                {euros(group.budget)}
              </span>
              <span data-over={over || undefined}>
                <small>{c.awarded}</small>
                {euros(group.awarded)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
  const sync = (
    <p className={styles.sync}>
      <Icon name="sync" size={14} />
      {c.sync
        .replace('{{format}}', exchange.format)
        .replace('{{tool}}', exchange.tool)
        .replace('{{date}}', numericDate(exchange.at, lang))
        .replace('{{time}}', exchange.time)}
    </p>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={c.bill} subtitle={c.path}>
        {groups}
        {sync}
      </PhoneApp>
    );
  return (
    <Panel icon="documents" path={[c.path, c.bill]} tone="sunken">
      <div className={styles.stack}>
        {groups}
        <table className={styles.bill}>
          <thead>
            <tr>
              <th>{c.columns.oz}</th>
              <th>{c.columns.text}</th>
              <th>{c.columns.quantity}</th>
              <th>{c.columns.total}</th>
            </tr>
          </thead>
          <tbody>
            {billItems.map((item) => {
              const words = c.items[item.oz as keyof Copy['ava']['items']];
              return (
                <tr key={item.oz}>
                  <td>{item.oz}</td>
                  <td>{words.text}</td>
                  <td>{`${decimal(item.quantity, lang, 1)} ${words.unit}`}</td>
                  <td>{euros(item.quantity * item.rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {sync}
      </div>
    </Panel>
  );
}
