import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import styles from './Benefits.module.css';

interface Props {
  /** A benefit that claims a figure carries a note on where it comes from (the 52 % worked example). */
  copy: { eyebrow: string; title: string; items: readonly { title: string; body: string; note?: string }[] };
}

/** What the role gains: four benefits, numbered, as a list; a claimed figure's basis stands under its text. */
export function Benefits({ copy }: Props) {
  return (
    <Band labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={copy.eyebrow} title={copy.title} />
      <ol className={styles.list}>
        {copy.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.body}>{item.body}</p>
            {item.note && (
              <p className={styles.note}>
                <small>{item.note}</small>
              </p>
            )}
          </li>
        ))}
      </ol>
    </Band>
  );
}
