import type { ReactNode } from 'react';
import { ActionLink } from '../../components/actions/ActionLink.tsx';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import styles from './ViewerTeaser.module.css';

interface Props {
  /** The picture of the viewer (the `model-viewer` product view), given by the page. */
  picture: ReactNode;
}

/** Sends visitors to the live IFC viewer: what it does in a sentence, its picture, and the way there. */
export function ViewerTeaser({ picture }: Props) {
  const lang = useLang();
  const { t } = useTranslation('home');
  return (
    <Band labelledBy="viewer-teaser-title" tone="dark" className={styles.layout}>
      <div className={styles.text}>
        <SectionHeading id="viewer-teaser-title" eyebrow={t('viewerTeaser.eyebrow')} title={t('viewerTeaser.title')} intro={t('viewerTeaser.body')} />
        <ActionLink to={`${pathTo('ifcViewer', lang)}#try-it`}>{t('viewerTeaser.cta')}</ActionLink>
      </div>
      <div className={styles.picture}>{picture}</div>
    </Band>
  );
}
