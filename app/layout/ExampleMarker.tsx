import { useTranslation } from '../i18n/use-translation.tsx';
import styles from './ExampleMarker.module.css';

/**
 * The site's one notice that its company, customers, people and figures are invented: a slim bar
 * above the header on every page, while `site.company.exampleData` is true (the layout passes it in,
 * so a test can show both states). It replaces a note in each section, which read as a prototype.
 *
 * A named complementary landmark at the top level: all content sits in a landmark (WAI-ARIA
 * practice), and a second `banner` or a note inside the header's would be wrong. Plain text in the
 * prerendered HTML: nothing to dismiss, no script, no shift after load. `data-example-marker` is what
 * the tests and the audit count.
 */
export function ExampleMarker({ shown }: { shown: boolean }) {
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <aside className={styles.marker} aria-label={t('exampleMarker.label')} data-example-marker="">
      <p className={`container ${styles.text}`}>{t('exampleMarker.text')}</p>
    </aside>
  );
}
