import { useTranslation } from '../../i18n/use-translation.tsx';
import { site } from '../../shared/site.ts';
import styles from './ExampleTag.module.css';

/**
 * "fiktiv" beside an invented person or customer story, in step with the site-wide notice
 * (ExampleMarker): both follow `site.company.exampleData`, so the operator's real, approved quotes carry
 * none. One quiet word in the attribution line, not a note per section, which read as a prototype.
 */
export function ExampleTag() {
  const { t } = useTranslation('common');
  if (!site.company.exampleData) return null;
  return (
    <span className={styles.tag} data-example-tag="">
      {t('exampleMarker.tag')}
    </span>
  );
}
