import { FeaturePicture } from '../../components/media/FeaturePicture.tsx';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { Tabs } from '../../components/widgets/Tabs.tsx';
import { workflows } from '../../content/workflows.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo, type WorkflowName } from '../../shared/pages.ts';
import type { AudienceCopy } from './audience-copy.ts';
import styles from './FeatureSelector.module.css';

interface Props {
  copy: AudienceCopy['features'];
  name: WorkflowName;
}

/**
 * The audience's features as vertical tabs: the option's name on the left, its description, picture
 * and the way to its product page on the right. Without the script every option is there in order,
 * the list above them leading to each.
 */
export function FeatureSelector({ copy, name }: Props) {
  const lang = useLang();
  const { t } = useTranslation('workflows');
  const common = useTranslation('common');
  const items = workflows[name].features.map((feature, index) => {
    const option = copy.items[feature.id];
    if (!option) throw new Error(`Missing copy for the feature option ${feature.id}`);
    return {
      id: feature.id,
      tab: (
        <>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <span>{option.tab}</span>
        </>
      ),
      panel: (
        <article className={styles.panel}>
          <div className={styles.text}>
            <h3 className={styles.title}>{option.title}</h3>
            <p className={styles.body}>{option.body}</p>
            <PageLink className={styles.link} to={pathTo(feature.page, lang)}>
              {t('features.link', { page: common.t(`features.${feature.page}.name`) })}
            </PageLink>
          </div>
          <div className={styles.art}>
            <FeaturePicture visual={feature.visual} alt="" />
          </div>
        </article>
      ),
    };
  });
  return (
    <Band labelledBy="features-title" tone="warm">
      <SectionHeading id="features-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Tabs
        label={copy.label}
        items={items}
        orientation="vertical"
        beforeScript="panels"
        classNames={{ root: styles.root, list: styles.list, tab: styles.tab, panels: styles.panels, panel: styles.panelBox }}
      />
    </Band>
  );
}
