import { PageLink } from '../../components/navigation/PageLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { audiences } from '../../content/audiences.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import styles from './Roles.module.css';

/** The spec's seven audiences, each with the workflow page it reads: civil engineers, project developers and project controllers included. */
export function Roles() {
  const lang = useLang();
  const { t, copy } = useTranslation('workflows');
  const names = copy('index.roles.items');
  return (
    <Band labelledBy="roles-title">
      <SectionHeading id="roles-title" eyebrow={t('index.roles.eyebrow')} title={t('index.roles.title')} intro={t('index.roles.intro')} />
      <ul className={styles.list}>
        {audiences.map((audience) => (
          <li key={audience.id}>
            <PageLink className={styles.role} to={pathTo({ id: 'workflow', workflowName: audience.workflow }, lang)} data-audience={audience.id}>
              <span className={styles.name}>{names[audience.id]}</span>
              <span className={styles.via}>{t('index.roles.via', { workflow: t(`audiences.${audience.workflow}.card.name`) })}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </Band>
  );
}
