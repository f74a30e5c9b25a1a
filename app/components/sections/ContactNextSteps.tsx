import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './ContactBand.module.css';

/** A phone number as a `tel:` address: digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface Props {
  /** After a contact or demo request ('request'), or after the trial sign-up ('signup'). */
  after?: 'request' | 'signup';
}

/**
 * Beside a form: what the visitor can expect after sending it, and the company's phone and address
 * for those who would rather not write.
 */
export function ContactNextSteps({ after = 'request' }: Props) {
  const { t, copy } = useTranslation('common');
  const steps = after === 'signup' ? 'forms.signupNext' : 'forms.next';
  const { phone, email } = site.company;
  return (
    <div className={styles.next}>
      <h3 className={styles.nextTitle}>{t(`${steps}.title`)}</h3>
      <ol className={styles.steps}>
        {copy(`${steps}.steps`).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.direct}>{t('forms.next.direct')}</p>
      <dl className={styles.channels}>
        <div>
          <dt>{t('forms.next.phone')}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('forms.next.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
