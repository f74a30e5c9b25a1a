import type { Resources } from '../../../shared/i18n/keys.ts';
import { Avatar } from '../../kit/Avatar.tsx';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import { people } from '../../project.ts';
import type { ScreenProps } from '../../types.ts';
import styles from './Chat.module.css';
import { chat } from './info-data.ts';

type Copy = Resources['viewPanelsInfo'];

/** The chat of the shell works: the site asks, the structural engineer answers with the revised plan, the foreman confirms. */
export function Chat({ composition, copy, kit }: ScreenProps<Copy>) {
  const c = copy.chat;
  const messages = (
    <ol className={styles.messages}>
      {chat.messages.map((message) => (
        <li key={message.id}>
          <Avatar person={message.person} size="medium" />
          <span className={styles.main}>
            <span>
              <strong>{people[message.person].name}</strong> <small>{message.time}</small>
            </span>
            <span>{c.messages[message.id]}</span>
            {message.plan && (
              <span className={styles.plan}>
                <Icon name="plans" size={16} />
                <span>
                  <strong>{message.plan.number}</strong>
                  {c.planCard.replace('{{index}}', message.plan.index)}
                </span>
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
  const composer = (
    <div className={styles.composer}>
      <Icon name="paperclip" size={16} />
      <span>{c.composer}</span>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="tasks" title={`# ${c.channels.shell}`} subtitle={c.members} detail>
        <div className={styles.chatColumn}>
          {messages}
          {composer}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="comment" path={[c.path, `# ${c.channels.shell}`]}>
      <div className={styles.chat}>
        <ul className={styles.channels}>
          {chat.channels.map((channel) => (
            <li key={channel} data-on={channel === 'shell' || undefined}>
              # {c.channels[channel]}
            </li>
          ))}
        </ul>
        <div className={styles.chatColumn}>
          {messages}
          {composer}
        </div>
      </div>
    </Panel>
  );
}
