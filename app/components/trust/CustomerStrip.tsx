import { customers } from '../../content/customers.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import styles from './CustomerStrip.module.css';
import { Wordmark } from './Wordmark.tsx';

/**
 * Under the home hero: the firms that work with Lotrecht, as a row of wordmarks, and the way to their
 * case studies. That the shipped references are examples is said once for the whole site (the layout's
 * ExampleMarker), not here.
 */
export function CustomerStrip() {
  const lang = useLang();
  const { t } = useTranslation('home');
  return (
    <section className={styles.strip} aria-labelledby="customers-title">
      <div className="container">
        <div className={styles.head}>
          <h2 id="customers-title" className={styles.title}>
            {t('customers.title')}
          </h2>
          <p className={styles.more}>
            <PageLink to={pathTo('caseStudies', lang)}>{t('customers.link')}</PageLink>
          </p>
        </div>
        <ul className={styles.marks}>
          {customers.map(({ id }) => (
            <li key={id} className={styles.cell}>
              <Wordmark id={id} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
