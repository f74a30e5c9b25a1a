import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import de from '../../../locales/de/errors.json';
import en from '../../../locales/en/errors.json';
import { defaultLang, isLang } from '../../shared/languages.ts';
import { pathTo } from '../../shared/pages.ts';
import styles from './ApplicationError.module.css';

// Bundled rather than loaded: this page must render when loading itself has failed.
const copy = { de, en };

/** The router's last resort: status and message, and the stack only in development builds. */
export function ApplicationError() {
  const error = useRouteError();
  const { lang: param } = useParams();
  const lang = isLang(param) ? param : defaultLang;
  const t = copy[lang];
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error) ? error.statusText || String(error.data ?? '') : error instanceof Error ? error.message : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main className={styles.page}>
      <h1>{t.title}</h1>
      {status !== undefined && <p>{t.status.replace('{{status}}', String(status))}</p>}
      {message && <p>{message}</p>}
      {stack && <pre className={styles.stack}>{stack}</pre>}
      <p>
        <a href={pathTo('home', lang)}>{t.home}</a>
      </p>
    </main>
  );
}
