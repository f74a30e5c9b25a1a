import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import type { Lang } from '../../../shared/languages.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { numericDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Merging.module.css';
import { ModelCapture } from './ModelCapture.tsx';
import { type DisciplineModel, disciplineModels, ifcSchema, mergedElements } from './merging-data.ts';

type Copy = Resources['viewPanelsBim']['merging'];

function ModelRow({ model, copy, lang, phone }: { model: DisciplineModel; copy: Copy; lang: Lang; phone: boolean }) {
  return (
    <li className={styles.model} data-discipline={model.id} data-delivered={model.delivered || undefined}>
      <span className={styles.swatch} />
      <span className={styles.text}>
        <strong>
          {copy.disciplines[model.id]}
          {model.version && <span className={styles.version}>{fill(copy.version, { number: model.version })}</span>}
        </strong>
        <span className={styles.file}>
          {model.delivered ? `${model.file} · ${ifcSchema}` : fill(copy.expected, { date: numericDate(model.date, lang) })}
        </span>
        <span className={styles.by}>
          <Avatar person={model.person} size={phone ? 'medium' : 'small'} />
          {model.delivered
            ? fill(copy.uploaded, { name: people[model.person].name, date: numericDate(model.date.slice(0, 10), lang) })
            : people[model.person].name}
        </span>
      </span>
      {model.delivered ? <Icon name="eye" size={16} /> : <Status tone="open">{copy.pending}</Status>}
    </li>
  );
}

/** The coordination model: the discipline models it is merged from, each with its file, version and office, and the merged building. */
export function Merging({ composition, lang, copy: all, kit }: ScreenProps<Resources['viewPanelsBim']>) {
  const copy = all.merging;
  const list = (
    <ul className={styles.models}>
      {disciplineModels.map((model) => (
        <ModelRow key={model.id} model={model} copy={copy} lang={lang} phone={composition === 'phone'} />
      ))}
    </ul>
  );
  const delivered = disciplineModels.filter((model) => model.delivered);
  const legend = (
    <span className={styles.legend}>
      {delivered.map((model) => (
        <span key={model.id} className={styles.legendItem} data-discipline={model.id}>
          {`${copy.disciplines[model.id]} ${fill(copy.version, { number: model.version ?? 0 })}`}
        </span>
      ))}
    </span>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="models" detail title={copy.title} subtitle={fill(copy.total, { count: mergedElements, models: delivered.length })}>
        <div className={styles.phoneFrame}>
          <ModelCapture capture="model-merged" />
        </div>
        {list}
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, copy.title]} actions={<Button icon="upload">{copy.add}</Button>}>
      <div className={styles.layout}>
        <section className={styles.side} aria-label={copy.list}>
          <h3 className={styles.heading}>{copy.list}</h3>
          {list}
          <p className={styles.total}>{fill(copy.total, { count: mergedElements, models: delivered.length })}</p>
        </section>
        <div className={styles.view}>
          <ModelCapture capture="model-merged" />
          {legend}
        </div>
      </div>
    </Panel>
  );
}
