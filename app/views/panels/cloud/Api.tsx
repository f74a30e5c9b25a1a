import type { Resources } from '../../../shared/i18n/keys.ts';
import { fill } from '../../../shared/i18n/translator.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { ScreenProps } from '../../types.ts';
import styles from './Api.module.css';
import { integrations, request, response } from './api-data.ts';

/** The answer as the API writes it: JSON, the first item and how many there are; the rest is elided, as a close-up has room for one. */
function body(items: number): string {
  const json = JSON.stringify({ total: response.total, items: response.items.slice(0, items) }, null, 2);
  return json.replace(/\n {2}\]/, ',\n    …\n  ]');
}

/** The project's API settings: one call and its answer, and the systems connected through it. */
export function Api({ composition, copy: all, kit }: ScreenProps<Resources['viewPanelsCloud']>) {
  const copy = all.api;
  const list = (
    <ul className={styles.integrations}>
      {integrations.map((integration) => (
        <li key={integration.id}>
          <span className={styles.mark}>
            <Icon name="sync" size={14} />
          </span>
          <span className={styles.text}>
            <strong>{copy.integrations[integration.id]}</strong>
            <span>{fill(copy.synced, { time: integration.synced })}</span>
            {integration.token && <code>{fill(copy.token, { name: integration.token })}</code>}
          </span>
        </li>
      ))}
    </ul>
  );
  const call = (
    <div className={styles.call}>
      <p className={styles.request}>
        <span className={styles.method}>{request.method}</span>
        {request.path}
      </p>
      <p className={styles.status}>{response.status}</p>
      <pre className={styles.body}>{body(1)}</pre>
    </div>
  );
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="documents" detail title={copy.title} subtitle={kit.project.name}>
        <div className={styles.phone}>
          {list}
          {call}
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon="settings" path={[copy.settings, copy.title]} actions={<Button icon="plus">{copy.newToken}</Button>}>
      <div className={styles.layout}>
        {call}
        <section className={styles.side} aria-label={copy.connected}>
          <h3>{copy.connected}</h3>
          {list}
        </section>
      </div>
    </Panel>
  );
}
