import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { longDate, shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { SitePhoto } from '../../photos/SitePhoto.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import { crews, deliveries, entry, obstruction, phoneCrews, photos, signatures } from './diary-data.ts';
import styles from './SiteDiary.module.css';

type Copy = Resources['viewDiary'];

const workforce = crews.reduce((sum, crew) => sum + crew.count, 0);

/** The construction diary's entry for one day: weather, hours, firms and their work, deliveries, the day's obstruction, photos and signatures. */
export function SiteDiary({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const weather = fill(copy.weather.temperatures, entry.weather);

  if (composition === 'phone') {
    return (
      <PhoneApp
        kit={kit}
        active="diary"
        detail
        title={fill(copy.phone.title, { date: shortDate(entry.date, lang) })}
        subtitle={fill(copy.phone.subtitle, { number: entry.number })}
      >
        <div className={styles.phoneForm}>
          <section className={styles.phoneFacts}>
            <div className={styles.phoneFact}>
              <Icon name="cloud" size={18} />
              <strong>{fill(copy.phone.temperatures, entry.weather)}</strong>
              <span className={styles.muted}>{copy.weather.conditions}</span>
              <span className={styles.autoNote}>
                <Icon name="sparkle" size={12} />
                {copy.weather.auto}
              </span>
            </div>
            <div className={styles.phoneFact}>
              <Icon name="clock" size={18} />
              <strong>{fill(copy.hours.value, { start: entry.start, end: entry.end })}</strong>
              <span className={styles.muted}>{copy.hours.title}</span>
            </div>
          </section>

          <section className={styles.phoneCard}>
            <h3 className={styles.phoneTitle}>
              {copy.workforce.title}
              <span className={styles.total}>{workforce}</span>
            </h3>
            {phoneCrews.map((trade) => {
              const crew = crews.find((candidate) => candidate.trade === trade)!;
              return (
                <div key={trade} className={styles.stepperRow}>
                  <span className={styles.crewName}>
                    <strong>{copy.trades[trade]}</strong>
                    <span className={styles.muted}>{crew.company}</span>
                  </span>
                  <span className={styles.stepper}>
                    <Icon name="minus" size={14} />
                    <strong>{crew.count}</strong>
                    <Icon name="plus" size={14} />
                  </span>
                </div>
              );
            })}
            <p className={styles.more}>{copy.phone.more}</p>
          </section>

          <section className={styles.phoneCard}>
            <h3 className={styles.phoneTitle}>{copy.phone.work}</h3>
            <div className={styles.tradePicker}>
              {(['facade', 'hvac', 'electrical'] as const).map((trade) => (
                <span key={trade} className={trade === 'facade' ? styles.tradeChosen : styles.tradeChip}>
                  {copy.trades[trade]}
                </span>
              ))}
            </div>
            <p className={styles.field}>
              {copy.phone.typed}
              <span className={styles.caret} />
            </p>
            <p className={styles.placeChip}>
              <Icon name="pin" size={13} />
              {copy.work.windows.place}
            </p>
          </section>

          <section className={styles.phonePhotos}>
            {photos.slice(0, 2).map((photo) => (
              <span key={photo.id} className={styles.phoneThumb}>
                <SitePhoto scene={photo.scene} />
              </span>
            ))}
            <span className={styles.addPhoto}>
              <Icon name="camera" size={18} />
              {copy.phone.addPhoto}
            </span>
          </section>

          <footer className={styles.phoneBar}>
            <span className={styles.saved}>
              <Icon name="check" size={14} />
              {fill(copy.phone.saved, { time: entry.savedAt })}
            </span>
            <Button icon="pen" primary>
              {copy.phone.sign}
            </Button>
          </footer>
        </div>
      </PhoneApp>
    );
  }

  return (
    <AppWindow
      kit={kit}
      active="diary"
      title={copy.title}
      badges={{ tasks: 8, inbox: 2 }}
      toolbar={
        <>
          <span className={styles.dateSwitch}>
            <Icon name="chevron" size={14} className={styles.back} />
            <strong>{longDate(entry.date, lang)}</strong>
            <Icon name="chevron" size={14} />
          </span>
          <Status tone="review">{copy.status}</Status>
          <Button icon="download">{copy.export}</Button>
        </>
      }
    >
      <div className={styles.diary}>
        <div className={styles.facts}>
          <div className={styles.fact}>
            <Icon name="cloud" size={20} />
            <span>
              <span className={styles.factLabel}>{copy.weather.title}</span>
              <strong>{weather}</strong>
              <span className={styles.muted}>
                {copy.weather.conditions} · {fill(copy.weather.wind, { speed: entry.weather.wind })}
              </span>
            </span>
          </div>
          <div className={styles.fact}>
            <Icon name="clock" size={20} />
            <span>
              <span className={styles.factLabel}>{copy.hours.title}</span>
              <strong>{fill(copy.hours.value, { start: entry.start, end: entry.end })}</strong>
              <span className={styles.muted}>{fill(copy.report, { number: entry.number })}</span>
            </span>
          </div>
          <div className={styles.fact}>
            <Icon name="people" size={20} />
            <span>
              <span className={styles.factLabel}>{copy.workforce.title}</span>
              <strong>{fill(copy.workforce.value, { count: workforce })}</strong>
              <span className={styles.muted}>{fill(copy.workforce.companies, { count: crews.length })}</span>
            </span>
          </div>
        </div>

        <div className={styles.columns}>
          <div className={styles.column}>
            <section className={styles.card}>
              <h3 className={styles.cardTitle}>{copy.sections.work}</h3>
              {crews.map((crew) => (
                <div key={crew.trade} className={styles.crew}>
                  <div className={styles.crewHead}>
                    <span className={styles.trade} data-trade={crew.trade}>
                      {copy.trades[crew.trade]}
                    </span>
                    <span className={styles.company}>{crew.company}</span>
                    <span className={styles.count}>{fill(copy.people, { count: crew.count })}</span>
                  </div>
                  <ul className={styles.work}>
                    {crew.work.map((id) => (
                      <li key={id}>
                        {copy.work[id].text}
                        <span className={styles.place}> · {copy.work[id].place}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
            <section className={styles.signatures}>
              {signatures.map((signature) => (
                <div key={signature.person} className={styles.signature}>
                  <Avatar person={signature.person} />
                  <span>
                    <strong>{people[signature.person].name}</strong>
                    <span className={styles.muted}>{kit.roles[people[signature.person].role]}</span>
                  </span>
                  <span className={signature.signed ? styles.signed : styles.pending}>
                    {signature.signed ? <Icon name="check" size={12} /> : <Icon name="clock" size={12} />}
                    {signature.signed ?? copy.pending}
                  </span>
                </div>
              ))}
            </section>
          </div>

          <div className={styles.column}>
            <section className={styles.card}>
              <h3 className={styles.cardTitle}>{copy.sections.photos}</h3>
              <div className={styles.photos}>
                {photos.map((photo) => (
                  <figure key={photo.id} className={styles.photo}>
                    <span className={styles.thumb}>
                      <SitePhoto scene={photo.scene} />
                      <span className={styles.photoTime}>{photo.time}</span>
                    </span>
                    <figcaption>{copy.photos[photo.id]}</figcaption>
                  </figure>
                ))}
              </div>
            </section>
            <section className={styles.card}>
              <h3 className={styles.cardTitle}>{copy.sections.deliveries}</h3>
              <ul className={styles.deliveries}>
                {deliveries.map((delivery) => (
                  <li key={delivery.id}>
                    <span className={styles.time}>{delivery.time}</span>
                    <Icon name="truck" size={14} />
                    <span>{copy.deliveries[delivery.id]}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.obstruction}>
              <Icon name="warning" size={16} />
              <span>
                <strong>{copy.obstruction.title}</strong>
                <span>{copy.obstruction.text}</span>
                <span className={styles.obstructionMeta}>
                  <span className={styles.rfi}>{obstruction.rfi}</span>
                  {fill(copy.obstruction.sent, { time: obstruction.time })}
                </span>
              </span>
            </section>
          </div>
        </div>
      </div>
    </AppWindow>
  );
}
