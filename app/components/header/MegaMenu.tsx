import { useState } from 'react';
import { type FeatureNavItem, inactiveFeatureIndex, type WorkflowName } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { PageLink } from '../navigation/PageLink.tsx';
import { Chevron } from './Chevron.tsx';
import { Disclosure } from './Disclosure.tsx';
import styles from './MegaMenu.module.css';
import { MenuThumbnail } from './MenuThumbnail.tsx';
import { useDisclosure } from './use-disclosure.ts';

interface Props {
  features: readonly FeatureNavItem[];
  workflows: readonly WorkflowName[];
}

/** The desktop features menu: a disclosure with the seven features, the workflows and a picture of the product. */
export function MegaMenu({ features, workflows }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const disclosure = useDisclosure<HTMLLIElement>();
  const [active, setActive] = useState(inactiveFeatureIndex);
  const activeFeature = features[active];
  const workflowsHeading = `${disclosure.panelProps.id}-workflows`;

  return (
    <li className={styles.item} {...disclosure.rootProps}>
      <Disclosure
        state={disclosure}
        triggerClassName={styles.trigger}
        trigger={
          <>
            {t('header.features')}
            <Chevron />
          </>
        }
        panel={(panelProps) => (
          <div className={styles.panel} {...panelProps} data-open={disclosure.open}>
            <div className={styles.columns}>
              <ul className={styles.features} aria-label={t('header.featuresLabel')} onMouseLeave={() => setActive(inactiveFeatureIndex)}>
                {features.map((feature, index) => (
                  <li key={feature.page}>
                    <PageLink
                      to={pathTo(feature.page, lang)}
                      className={styles.feature}
                      onMouseEnter={() => setActive(index)}
                      onFocus={() => setActive(index)}
                    >
                      <svg className={styles.marker} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                        <rect width="12" height="12" rx="3" fill={feature.accent} />
                      </svg>
                      <span className={styles.name}>{t(`features.${feature.page}.name`)}</span>
                      <span className={styles.description}>{t(`features.${feature.page}.description`)}</span>
                    </PageLink>
                  </li>
                ))}
              </ul>
              <div className={styles.side}>
                <MenuThumbnail feature={activeFeature?.page} />
                <p className={styles.heading} id={workflowsHeading}>
                  {t('header.workflows')}
                </p>
                <ul className={styles.workflows} aria-labelledby={workflowsHeading}>
                  {workflows.map((name) => (
                    <li key={name}>
                      <PageLink to={pathTo({ id: 'workflow', workflowName: name }, lang)}>{t(`workflowsNav.${name}.name`)}</PageLink>
                    </li>
                  ))}
                  <li>
                    <PageLink to={pathTo('workflows', lang)}>{t('workflowsNav.overview.name')}</PageLink>
                  </li>
                </ul>
              </div>
            </div>
          </div>
        )}
      />
    </li>
  );
}
