import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import styles from './Benefits.module.css';

interface Props {
  copy: { eyebrow: string; title: string; items: readonly { title: string; body: string }[] };
}

/** What the role gains: four benefits, numbered, as a list. */
export function Benefits({ copy }: Props) {
  return (
    <Band labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={copy.eyebrow} title={copy.title} />
      <ol className={styles.list}>
        {copy.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
