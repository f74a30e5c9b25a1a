import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../content/routes.ts';
import { isEmail } from '../lib/email.ts';
import styles from './NewsletterForm.module.css';

/** The footer's newsletter sign-up. Checks the address before anything leaves the browser. */
export function NewsletterForm({ lang, pageLabel }: { lang: Lang; pageLabel: string }) {
  const { t } = useTranslation('common');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string' && isEmail(email)) return setInvalid(false);
    event.preventDefault();
    setInvalid(true);
    emailRef.current?.focus();
  }

  return (
    <form className={styles.form} method="post" action="/api/newsletter" noValidate onSubmit={onSubmit}>
      <h2 className={styles.title} id={`${id}-title`}>
        {t('newsletter.title')}
      </h2>
      <p className={styles.text}>{t('newsletter.text')}</p>
      <input type="hidden" name="page" value={pageLabel} />
      <input type="hidden" name="lang" value={lang} />
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={() => invalid && setInvalid(false)}
        />
        <button type="submit" className={styles.submit}>
          {t('newsletter.submit')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {t('newsletter.invalidEmail')}
        </p>
      )}
    </form>
  );
}
