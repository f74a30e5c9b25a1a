import styles from './PageIntro.module.css';

/** A page's headline and introduction, the first thing under the header. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{intro}</p>
    </section>
  );
}
