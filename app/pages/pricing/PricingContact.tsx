import { useEffect } from 'react';
import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { FormSection } from '../../components/sections/FormSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { telHref } from '../../lib/tel-href.ts';
import { site } from '../../shared/site.ts';
import { useInquiry } from './inquiry.ts';
import styles from './PricingContact.module.css';

/**
 * The contact form at the foot of the page, which the finder and the model cards fill: the request
 * goes into its message, and focus to its first field, the one the visitor still has to fill.
 * Beside it, what happens after sending, and sales' direct line.
 */
export function PricingContact() {
  const { t, copy } = useTranslation('pricing');
  const inquiry = useInquiry();
  useEffect(() => {
    if (inquiry) document.getElementById('contact-name')?.focus();
  }, [inquiry]);
  const { phone, email } = site.company;
  return (
    <FormSection>
      <div className={styles.layout}>
        <ContactForm formId="contact" ask="offer" heading={copy('form')} prefill={inquiry ?? undefined} />
        <aside className={styles.aside} aria-labelledby="offer-next-title">
          <h2 id="offer-next-title" className={styles.title}>
            {t('form.next.title')}
          </h2>
          <ol className={styles.steps}>
            {copy('form.next.steps').map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.direct}>{t('form.next.direct')}</p>
          <dl className={styles.contact}>
            <dt>{t('form.next.phone')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
            <dt>{t('form.next.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </dl>
        </aside>
      </div>
    </FormSection>
  );
}
