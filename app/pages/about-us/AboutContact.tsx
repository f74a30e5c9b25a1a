import contactForm from '../../components/forms/contact-form.island.tsx';
import { FormSection } from '../../components/sections/FormSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Island } from '../../islands/Island.tsx';
import { telHref } from '../../lib/tel-href.ts';
import { site } from '../../shared/site.ts';
import styles from './AboutContact.module.css';

/** The contact form at the foot of the page, beside the office in Berlin and the direct lines. */
export function AboutContact() {
  const { t, copy } = useTranslation('aboutUs');
  const { name, street, postalCode, city, phone, email } = site.company;
  return (
    <FormSection>
      <div className={styles.layout}>
        <Island of={contactForm} props={{ formId: 'contact', heading: copy('form') }} />
        <aside className={styles.aside} aria-labelledby="visit-title">
          <h2 id="visit-title" className={styles.title}>
            {t('form.visit.title')}
          </h2>
          <dl className={styles.details}>
            <dt>{t('form.visit.address')}</dt>
            <dd>
              <address>
                {name}
                <br />
                {street}
                <br />
                {postalCode} {city}
              </address>
            </dd>
            <dt>{t('form.visit.phone')}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
            <dt>{t('form.visit.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </dl>
        </aside>
      </div>
    </FormSection>
  );
}
