import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { longDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import { crews, entry, obstruction, phoneCrews, signatures } from '../../screens/site-diary/diary-data.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Sheets.module.css';

type Copy = Resources['viewPanelsInfo'];

/** Today's diary entry: weather, the crews on site by trade, an obstruction sent on as an RFI, and who has signed. */
export function Diary({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.diary;
  const phone = composition === 'phone';
  const heading = (
    <div className={styles.entryHead}>
      <strong>{c.entry.replace('{{number}}', String(entry.number))}</strong>
      <span>{longDate(entry.date, lang)}</span>
      <span className={styles.weather}>
        <Icon name="thermometer" size={14} />
        {c.weather.replace('{{morning}}', String(entry.weather.morning)).replace('{{noon}}', String(entry.weather.noon))}
        <Icon name="wind" size={14} />
        {c.wind.replace('{{wind}}', String(entry.weather.wind))}
      </span>
    </div>
  );
  const staff = (
    <table className={styles.crews}>
      <thead>
        <tr>
          <th>{c.columns.trade}</th>
          {!phone && <th>{c.columns.company}</th>}
          <th>{c.columns.count}</th>
        </tr>
      </thead>
      <tbody>
        {crews
          .filter((crew) => !phone || phoneCrews.includes(crew.trade))
          .map((crew) => (
            <tr key={crew.trade}>
              <td>{c.trades[crew.trade]}</td>
              {!phone && <td>{crew.company}</td>}
              <td>{crew.count}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
  const note = (
    <p className={styles.obstruction}>
      <Icon name="warning" size={14} />
      {c.obstruction.replace('{{time}}', obstruction.time).replace('{{rfi}}', obstruction.rfi)}
    </p>
  );
  const signed = (
    <ul className={styles.signatures}>
      {signatures.map((signature) => (
        <li key={signature.person}>
          <Avatar person={signature.person} size="medium" />
          <span className={styles.signer}>
            <strong>{people[signature.person].name}</strong>
            {signature.signed ? c.signed.replace('{{time}}', signature.signed) : c.unsigned}
          </span>
        </li>
      ))}
    </ul>
  );
  if (phone)
    return (
      <PhoneApp kit={kit} active="diary" title={kit.nav.diary} subtitle={kit.project.part}>
        <div className={styles.card}>
          {heading}
          {staff}
          {note}
          {signed}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="diary" path={[kit.nav.diary, c.entry.replace('{{number}}', String(entry.number))]} tone="sunken">
      <div className={styles.stack}>
        <div className={styles.card}>
          {heading}
          {staff}
          {note}
          {signed}
        </div>
      </div>
    </Panel>
  );
}
