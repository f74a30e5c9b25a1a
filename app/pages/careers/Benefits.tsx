import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Benefits.module.css';

// One line drawing per benefit, in the order of `benefits.items`: released work, pay, time,
// learning, the office, mobility. Decorative: the heading beside each says it.
const icons = [
  'M4 12.5l5 5L20 6.5',
  'M12 3v18M5 7h14M5 7l-3 7a3.5 3.5 0 0 0 6 0zM19 7l-3 7a3.5 3.5 0 0 0 6 0zM8 21h8',
  'M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  'M3 5.5c3-1.5 6-1.5 9 1 3-2.5 6-2.5 9-1V19c-3-1.5-6-1.5-9 1-3-2.5-6-2.5-9-1zM12 6.5V20',
  'M4 21V5l8-2v18M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  'M5.5 17.5a3.5 3.5 0 1 0 0-.01zM18.5 17.5a3.5 3.5 0 1 0 0-.01zM5.5 17.5L9 9h6l3.5 8.5M9 9l3 8.5 3-8.5M8 6h3',
];

/** Why work here: six concrete reasons, each with its numbers. */
export function Benefits() {
  const { t, copy } = useTranslation('careers');
  return (
    <Band labelledBy="benefits-title" tone="warm">
      <SectionHeading id="benefits-title" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} intro={t('benefits.intro')} />
      <ul className={styles.grid}>
        {copy('benefits.items').map((item, index) => (
          <li key={item.title} className={styles.item}>
            <svg
              className={styles.icon}
              aria-hidden="true"
              width="48"
              height="48"
              viewBox="-6 -6 36 36"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icons[index % icons.length]} />
            </svg>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
