import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { shortDate } from '../../kit/dates.ts';
import { Icon, type IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import { type TaggedKind, tagged } from './info-data.ts';
import styles from './Lists.module.css';

type Copy = Resources['viewPanelsInfo'];

const icons: Record<TaggedKind, IconName> = { document: 'documents', plan: 'plans', task: 'tasks', mail: 'mail' };

/** One tag across the modules: the document, plan, tasks and mail about fire protection in one list. */
export function Tags({ composition, copy, kit, lang }: ScreenProps<Copy>) {
  const c = copy.tags;
  const kinds = (['document', 'plan', 'task', 'mail'] as const).map((kind) => (
    <span key={kind}>
      <Icon name={icons[kind]} size={13} />
      {c.kinds[kind]} {tagged.filter((item) => item.kind === kind).length}
    </span>
  ));
  const list = (
    <ul className={styles.rows}>
      {tagged.map((item) => {
        const words = c.items[item.id as keyof Copy['tags']['items']];
        return (
          <li key={item.id}>
            <span className={styles.kind} data-kind={item.kind}>
              <Icon name={icons[item.kind]} size={16} />
            </span>
            <span className={styles.main}>
              <strong>{words.title}</strong>
              <span className={styles.tagList}>
                <span data-on="">{c.tag}</span>
                {words.tags.map((tag) => (
                  <span key={tag}>{tag}</span>
                ))}
              </span>
            </span>
            <span className={styles.side}>
              <Avatar person={item.person} size="medium" />
              {shortDate(item.date, lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" title={`# ${c.tag}`} subtitle={c.count}>
        {list}
      </PhoneApp>
    );
  return (
    <Panel icon="tag" path={[c.path, c.tag]} actions={<span className={styles.filters}>{kinds}</span>} tone="sunken">
      <div className={styles.stack}>{list}</div>
    </Panel>
  );
}
