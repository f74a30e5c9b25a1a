import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { ExampleTag } from '../../components/trust/ExampleTag.tsx';
import { Monogram } from '../../components/trust/Monogram.tsx';
import { Wordmark } from '../../components/trust/Wordmark.tsx';
import { customerName } from '../../content/customers.ts';
import { testimonials } from '../../content/testimonials.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Testimonials.module.css';

/** Three customers in their own words: the firm's wordmark, the quote, and who said it in what role. */
export function Testimonials() {
  const { t, copy } = useTranslation('home');
  const quotes = copy('testimonials.items');
  return (
    <Band labelledBy="testimonials-title" tone="warm" joined>
      <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} align="center" />
      <ul className={styles.list}>
        {testimonials.map((person) => (
          <li key={person.id} className={styles.card}>
            <Wordmark id={person.customer} className={styles.firm} />
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{quotes[person.id].quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <Monogram name={person.name} customer={person.customer} />
                <span>
                  <strong className={styles.name}>
                    {person.name}
                    <ExampleTag />
                  </strong>
                  <span className={styles.role}>
                    {quotes[person.id].position}
                    {/* The wordmark above names the firm to the eye; the caption names it to a screen reader too. */}
                    <span className="visually-hidden">, {customerName(person.customer)}</span>
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}
