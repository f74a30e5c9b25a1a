import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { AppWindow } from '../../kit/AppWindow.tsx';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { fullDate } from '../../kit/dates.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { KitCopy, ScreenProps } from '../../types.ts';
import { ModelFrame } from '../model-viewer/ModelFrame.tsx';
import styles from './ModelVersions.module.css';
import {
  type ChangeKind,
  changeCounts,
  changeKinds as kinds,
  type ListedChange,
  listedChanges,
  type ModelVersion,
  versions,
} from './model-versions-data.ts';

type Copy = Resources['viewModelVersions'];

const signs: Record<ChangeKind, string> = { added: '+', removed: '−', changed: '~' };
const total = kinds.reduce((sum, kind) => sum + changeCounts[kind], 0);

const value = (fact: string | number, lang: Lang) => (typeof fact === 'number' ? `${decimal(fact, lang)} m` : fact);

function Uploader({ version, copy, kit, lang, phone = false }: { version: ModelVersion; copy: Copy; kit: KitCopy; lang: Lang; phone?: boolean }) {
  const person = people[version.person];
  return (
    <div className={styles.uploader}>
      <Avatar person={version.person} size={phone ? 'medium' : 'small'} />
      <span className={styles.uploaderText}>
        <strong>{person.name}</strong>
        <span>
          {kit.roles[person.role]} · {fill(copy.uploaded, { date: fullDate(version.uploaded, lang), time: version.uploaded.slice(11, 16) })}
        </span>
      </span>
    </div>
  );
}

function Counts({ copy }: { copy: Copy }) {
  return (
    <span className={styles.counts}>
      {kinds.map((kind) => (
        <span key={kind} className={styles.countChip} data-kind={kind}>
          {signs[kind]}
          {changeCounts[kind]} {copy.changes[kind]}
        </span>
      ))}
    </span>
  );
}

function Change({ change, lang }: { change: ListedChange; lang: Lang }) {
  return (
    <li className={styles.change}>
      <span className={styles.swatch} data-kind={change.kind} />
      <span className={styles.changeText}>
        <span className={styles.changeName}>{change.name}</span>
        {change.fact && (
          <span className={styles.changeFact}>
            {change.fact.name}: {value(change.fact.old, lang)} → {value(change.fact.new, lang)}
          </span>
        )}
      </span>
      <span className={styles.changeClass}>{change.ifcClass}</span>
    </li>
  );
}

/** The comparison's colours; the phone leaves out the grey of what stayed the same. */
function Legend({ copy, unchanged = true }: { copy: Copy; unchanged?: boolean }) {
  return (
    <span className={styles.legend}>
      {kinds.map((kind) => (
        <span key={kind} className={styles.legendItem}>
          <span className={styles.swatch} data-kind={kind} />
          {copy.legend[kind]}
        </span>
      ))}
      {unchanged && (
        <span className={styles.legendItem}>
          <span className={styles.swatch} data-kind="unchanged" />
          {copy.legend.unchanged}
        </span>
      )}
    </span>
  );
}

/** The model's version history: who uploaded which version when, what changed, and the comparison in 3D. */
export function ModelVersions({ composition, lang, copy, kit }: ScreenProps<Copy>) {
  const [current, previous] = versions as [ModelVersion, ModelVersion];
  const label = (version: ModelVersion) => fill(copy.version, { number: version.number });

  if (composition === 'phone') {
    return (
      <PhoneApp kit={kit} active="models" detail title={copy.phoneTitle} subtitle={`${copy.model} · ${current.file}`}>
        <div className={styles.phoneFrame}>
          <ModelFrame capture="model-compare-phone">
            <span className={styles.pair}>
              {label(previous)} → {label(current)}
            </span>
          </ModelFrame>
          <Legend copy={copy} unchanged={false} />
        </div>
        <article className={styles.phoneCard}>
          <div className={styles.cardHead}>
            <span className={styles.number}>{label(current)}</span>
            <Status tone="released">{copy.current}</Status>
          </div>
          <Uploader version={current} copy={copy} kit={kit} lang={lang} phone />
          <p className={styles.total}>{fill(copy.changes.total, { count: total })}</p>
          <Counts copy={copy} />
          <ul className={styles.changes}>
            {listedChanges.slice(0, 3).map((change) => (
              <Change key={change.name} change={change} lang={lang} />
            ))}
          </ul>
        </article>
        <article className={styles.phoneCard}>
          <div className={styles.cardHead}>
            <span className={styles.number}>{label(previous)}</span>
            <Status tone="archived">{copy.previous}</Status>
          </div>
          <Uploader version={previous} copy={copy} kit={kit} lang={lang} phone />
        </article>
      </PhoneApp>
    );
  }

  return (
    <AppWindow
      kit={kit}
      active="models"
      title={copy.title}
      toolbar={
        <>
          <Button icon="cube">{copy.open}</Button>
          <Button icon="upload" primary>
            {copy.upload}
          </Button>
        </>
      }
    >
      <div className={styles.layout}>
        <div className={styles.history}>
          <article className={styles.cardSelected}>
            <div className={styles.cardHead}>
              <span className={styles.number}>{label(current)}</span>
              <span className={styles.file}>{current.file}</span>
              <Status tone="released">{copy.current}</Status>
            </div>
            <p className={styles.comment}>{copy.comments.v2}</p>
            <Uploader version={current} copy={copy} kit={kit} lang={lang} />
            <div className={styles.changeBlock}>
              <Counts copy={copy} />
              <ul className={styles.changes}>
                {listedChanges.map((change) => (
                  <Change key={change.name} change={change} lang={lang} />
                ))}
              </ul>
              <p className={styles.more}>{fill(copy.changes.more, { count: total - listedChanges.length })}</p>
            </div>
          </article>
          <article className={styles.card}>
            <div className={styles.cardHead}>
              <span className={styles.number}>{label(previous)}</span>
              <span className={styles.file}>{previous.file}</span>
              <Status tone="archived">{copy.previous}</Status>
            </div>
            <Uploader version={previous} copy={copy} kit={kit} lang={lang} />
          </article>
        </div>
        <section className={styles.compare}>
          <div className={styles.compareHead}>
            <Icon name="compare" size={15} />
            <strong>{copy.compare.title}</strong>
            <span className={styles.pick}>
              {label(previous)}
              <Icon name="down" size={12} />
            </span>
            <Icon name="chevron" size={14} />
            <span className={styles.pick}>
              {label(current)}
              <Icon name="down" size={12} />
            </span>
            <span className={styles.switch}>
              <span className={styles.switchActive}>{copy.compare.overlay}</span>
              <span>{copy.compare.side}</span>
            </span>
          </div>
          <ModelFrame capture="model-compare">
            <span className={styles.frameLegend}>
              <Legend copy={copy} />
            </span>
          </ModelFrame>
        </section>
      </div>
    </AppWindow>
  );
}
