import { FeaturePicture } from '../../components/media/FeaturePicture.tsx';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import styles from './Claim.module.css';
import { replacedTools } from './content.ts';

/** "One application instead of three": which three, each leading to the page that shows it. */
export function Claim() {
  const lang = useLang();
  const { t } = useTranslation('pricing');
  return (
    <Band id="claim" labelledBy="claim-title">
      <SectionHeading id="claim-title" eyebrow={t('claim.eyebrow')} title={t('claim.title')} intro={t('claim.intro')} />
      <ol className={styles.grid}>
        {replacedTools.map((tool, index) => (
          <li key={tool.id} className={styles.card}>
            {/* The title and text below say what the picture shows. A card in a row of three is as narrow
                as a phone: the phone composition keeps the words at their size, where the desktop one
                would shrink them to 60 %. */}
            <div className={styles.art}>
              <FeaturePicture visual={tool.visual} alt="" composition="phone" />
            </div>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{t(`claim.items.${tool.id}.title`)}</h3>
            <p className={styles.body}>{t(`claim.items.${tool.id}.body`)}</p>
            <PageLink className={styles.link} to={pathTo(tool.page, lang)}>
              {t('claim.link')}
              <span className="visually-hidden">: {t(`claim.items.${tool.id}.title`)}</span>
            </PageLink>
          </li>
        ))}
      </ol>
      <p className={styles.closing}>{t('claim.closing')}</p>
    </Band>
  );
}
