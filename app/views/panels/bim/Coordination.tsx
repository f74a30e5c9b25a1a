import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { shortDate } from '../../kit/dates.ts';
import { decimal } from '../../kit/formats.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Coordination.module.css';
import { openTopic, statusTones, topics } from './coordination-data.ts';
import { ModelCapture } from './ModelCapture.tsx';

/** The BCF topic of the coordination meeting: the viewpoint it was set at in the model, the element, who answers it by when. */
export function Coordination({ composition, lang, copy: all, kit }: ScreenProps<Resources['viewPanelsBim']>) {
  const copy = all.coordination;
  const [topic] = topics;
  const title = (id: (typeof topics)[number]['id']) => fill(copy.topics[id], { element: openTopic.element.name });
  const widths = { old: `${decimal(openTopic.widths.old, lang)} m`, new: `${decimal(openTopic.widths.new, lang)} m` };
  const viewpoint = (
    <div className={styles.viewpoint}>
      <ModelCapture capture="model-section" />
      <span className={styles.tag}>
        <Icon name="section" size={12} />
        {copy.viewpoint}
      </span>
    </div>
  );
  const facts = (
    <dl className={styles.facts}>
      <div>
        <dt>{copy.labels.element}</dt>
        <dd>{`${openTopic.element.name} · ${openTopic.element.ifcClass}`}</dd>
      </div>
      <div>
        <dt>{copy.labels.assignee}</dt>
        <dd>
          <Avatar person={topic!.person} size={composition === 'phone' ? 'medium' : 'small'} />
          {people[topic!.person].name}
        </dd>
      </div>
      <div>
        <dt>{copy.labels.due}</dt>
        <dd>{shortDate(topic!.due, lang)}</dd>
      </div>
      <div>
        <dt>{copy.labels.type}</dt>
        <dd>{copy.type}</dd>
      </div>
    </dl>
  );
  const comment = (
    <p className={styles.comment}>
      <Avatar person={openTopic.author} size={composition === 'phone' ? 'medium' : 'small'} />
      <span>{fill(copy.comment, widths)}</span>
    </p>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="models" detail title={`#${topic!.number} · ${copy.bcf}`} subtitle={kit.project.name}>
        <div className={styles.phone}>
          {viewpoint}
          <Status tone={statusTones[topic!.status]}>{copy.statuses[topic!.status]}</Status>
          <strong className={styles.title}>{title(topic!.id)}</strong>
          {facts}
          {comment}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, copy.path]} actions={<Button icon="download">{copy.export}</Button>}>
      <div className={styles.layout}>
        <div className={styles.left}>
          {viewpoint}
          <ul className={styles.topics}>
            {topics.map((item) => (
              <li key={item.id} data-selected={item.id === topic!.id || undefined}>
                <span className={styles.number}>#{item.number}</span>
                <span className={styles.topicTitle}>{title(item.id)}</span>
                <Avatar person={item.person} />
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.detail} aria-label={title(topic!.id)}>
          <span className={styles.head}>
            <span className={styles.number}>
              #{topic!.number} · {copy.bcf}
            </span>
            <Status tone={statusTones[topic!.status]}>{copy.statuses[topic!.status]}</Status>
          </span>
          <strong className={styles.title}>{title(topic!.id)}</strong>
          {facts}
          {comment}
        </section>
      </div>
    </Panel>
  );
}
