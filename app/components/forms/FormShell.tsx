import type { FormEvent, ReactNode } from 'react';
import { useLang, usePage } from '../../context/page.tsx';
import { RichText } from '../../i18n/RichText.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { LeadKind } from '../../shared/lead-fields.ts';
import { pageLabel, pathTo } from '../../shared/pages.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './forms.module.css';
import { loadSending } from './sending.ts';
import type { SendStatus } from './use-lead-form.ts';

interface Props {
  kind: LeadKind;
  /** Unique on the page; also names the result anchors a form posted without JavaScript returns to. */
  formId: string;
  title: string;
  intro?: string;
  submit: string;
  sentText: string;
  status: SendStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  tone?: 'light' | 'dark';
  /** The line under the fields, with a <policy> link: by default, that the details serve only to answer the request. */
  privacy?: string;
  children: ReactNode;
}

/**
 * What every lead form shares: title, the hidden fields the server needs, the honeypot, the privacy
 * hint, the send button and the announcements. Without JavaScript it posts form-encoded, and the
 * server's redirect lands on one of the result anchors (shown by :target).
 */
export function FormShell({ kind, formId, title, intro, submit, sentText, status, onSubmit, tone = 'light', privacy, children }: Props) {
  const { t } = useTranslation('common');
  // The page the form is on: its label goes to the server, and a form posted without JavaScript returns to it.
  const page = usePage();
  const lang = useLang();
  const titleId = `${formId}-title`;
  return (
    <form
      id={formId}
      className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}
      method="post"
      action={`/api/${kind}`}
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      onFocus={() => void loadSending()}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      <input type="hidden" name="page" value={pageLabel(page)} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="returnTo" value={pathTo(page, lang)} />
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="elapsedMs" value="" />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{t('forms.honeypot')}</label>
        <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
      <p className={styles.privacy}>
        <RichText text={privacy ?? t('forms.privacy')} tags={{ policy: (text) => <PageLink to={pathTo('privacy', lang)}>{text}</PageLink> }} />
      </p>
      <button
        type="submit"
        className={styles.submit}
        disabled={status === 'sending' || status === 'stillSending' || status === 'stillSendingKeepOpen'}
      >
        {submit}
      </button>
      <p role="status" className={styles.status}>
        {status === 'sent' ? sentText : status === 'idle' || status === 'failed' ? '' : t(`forms.${status}`)}
      </p>
      <p role="alert" className={styles.failed}>
        {status === 'failed' ? t('forms.failed') : ''}
      </p>
      <p id={`${formId}-sent`} className={`${styles.result} ${styles.resultSent}`} tabIndex={-1}>
        {sentText}
      </p>
      <p id={`${formId}-invalid`} className={`${styles.result} ${styles.resultProblem}`} tabIndex={-1}>
        {t('forms.invalid')}
      </p>
      <p id={`${formId}-failed`} className={`${styles.result} ${styles.resultProblem}`} tabIndex={-1}>
        {t('forms.failedAfterReload')}
      </p>
      <p id={`${formId}-limited`} className={`${styles.result} ${styles.resultProblem}`} tabIndex={-1}>
        {t('forms.limited')}
      </p>
      <p id={`${formId}-refused`} className={`${styles.result} ${styles.resultProblem}`} tabIndex={-1}>
        {t('forms.refused')}
      </p>
    </form>
  );
}
