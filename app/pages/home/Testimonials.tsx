import { Picture } from '../../components/media/Picture.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { testimonials } from '../../content/testimonials.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Testimonials.module.css';

/** Three customers in their own words: name, company and position beside each quote. */
export function Testimonials() {
  const { t, copy } = useTranslation('home');
  const quotes = copy('testimonials.items');
  return (
    <Band labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} align="center" />
      <ul className={styles.list}>
        {testimonials.map((person) => (
          <li key={person.id}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{quotes[person.id].quote}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <Picture image={person.portrait} alt="" sizes="4.5rem" loading="lazy" className={styles.portrait} />
                <span>
                  <strong className={styles.name}>{person.name}</strong>
                  <span className={styles.role}>
                    {quotes[person.id].position}, {person.company}
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
