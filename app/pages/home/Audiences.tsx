import { PageLink } from '../../components/navigation/PageLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { audiences } from '../../content/audiences.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import styles from './Audiences.module.css';

/** The seven audiences, each leading to the workflow page written for the way it works. */
export function Audiences() {
  const lang = useLang();
  const { t, copy } = useTranslation('home');
  const items = copy('audiences.items');
  return (
    <Band labelledBy="audiences-title">
      <SectionHeading id="audiences-title" eyebrow={t('audiences.eyebrow')} title={t('audiences.title')} intro={t('audiences.intro')} />
      <ul className={styles.grid}>
        {audiences.map((audience) => (
          <li key={audience.id} className={styles.card}>
            <h3 className={styles.name}>
              <PageLink className={styles.link} to={pathTo({ id: 'workflow', workflowName: audience.workflow }, lang)}>
                {items[audience.id].name}
              </PageLink>
            </h3>
            <p className={styles.body}>{items[audience.id].body}</p>
            <span className={styles.more}>{t('audiences.link')}</span>
          </li>
        ))}
      </ul>
    </Band>
  );
}
