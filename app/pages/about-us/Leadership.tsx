import { Monogram } from '../../components/company/Monogram.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { ExampleTag } from '../../components/trust/ExampleTag.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { leadership } from './content.ts';
import styles from './Leadership.module.css';

/** Who leads the company: name, role and one line each, a monogram instead of a photo. */
export function Leadership() {
  const { t } = useTranslation('aboutUs');
  return (
    <Band id="leadership" labelledBy="leadership-title">
      <SectionHeading id="leadership-title" eyebrow={t('leadership.eyebrow')} title={t('leadership.title')} intro={t('leadership.intro')} />
      <ul className={styles.grid}>
        {leadership.map((person) => (
          <li key={person.id} className={styles.person} data-person={person.id}>
            <Monogram name={person.name} />
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>
              {t(`leadership.people.${person.id}.role`)}
              {/* Beside the role, not in the heading: the name stays the heading's whole name. */}
              <ExampleTag />
            </p>
            <p className={styles.line}>{t(`leadership.people.${person.id}.line`)}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
