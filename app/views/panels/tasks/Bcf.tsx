import type { Resources } from '../../../shared/i18n/keys.ts';
import { frames } from '../../captures/frames.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Button } from '../../kit/Button.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { Status } from '../../kit/Status.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Bcf.module.css';
import { openTopic, topics, topicTones } from './bcf-data.ts';

type Copy = Resources['viewPanelsTasks'];

/** The model's BCF topics: the list with where each came from, and the open one pinned to its window. */
export function Bcf({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.bcf;
  const topic = topics.find((candidate) => candidate.id === openTopic.id)!;
  const details = (
    <dl className={styles.fields}>
      <dt>{c.fields.element}</dt>
      <dd>
        <Icon name="cube" size={14} />
        {openTopic.element.ifcClass} · {openTopic.element.name}
      </dd>
      <dt>{c.fields.assignee}</dt>
      <dd>
        <Avatar person={topic.person} size="medium" />
        {people[topic.person].name}
      </dd>
      <dt>{c.fields.due}</dt>
      <dd>{shortDate(topic.due, lang)}</dd>
      <dt>{c.fields.labels}</dt>
      <dd className={styles.labels}>
        {c.labels.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </dd>
    </dl>
  );
  const viewpoint = (
    <div className={styles.viewpoint}>
      <img src={frames['model-selected']} alt="" />
      <span className={styles.pin}>
        <Icon name="pin" size={16} />
        {topic.id}
      </span>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="tasks" title={`${topic.id} · ${c.types.defect}`} subtitle={openTopic.model} detail>
        <div className={styles.phone}>
          {viewpoint}
          <h3>{c.topics[topic.id]}</h3>
          <Status tone={topicTones[topic.status]}>{c.statuses[topic.status]}</Status>
          {details}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="models" path={[kit.nav.models, openTopic.model, c.path]} actions={<Button icon="download">{c.export}</Button>} tone="sunken">
      <div className={styles.layout}>
        <ul className={styles.list}>
          {topics.map((item) => (
            <li key={item.id} data-selected={item.id === topic.id || undefined}>
              <span className={styles.id}>{item.id}</span>
              <strong>{c.topics[item.id]}</strong>
              <span className={styles.meta}>
                <span data-kind={item.kind}>{c.types[item.kind]}</span>
                {c.source.replace('{{tool}}', item.source)}
              </span>
              <Status tone={topicTones[item.status]}>{c.statuses[item.status]}</Status>
            </li>
          ))}
        </ul>
        <section className={styles.detail}>
          {viewpoint}
          <h3>{c.topics[topic.id]}</h3>
          {details}
          <p className={styles.sync}>
            <Icon name="sync" size={14} />
            {c.synced.replace('{{version}}', openTopic.bcfVersion)}
          </p>
        </section>
      </div>
    </Panel>
  );
}
