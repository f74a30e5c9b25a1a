import type { ReactNode } from 'react';
import { useOnceInView } from '../../lib/use-once-in-view.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { Band, type Tone } from './Band.tsx';
import styles from './FeatureSection.module.css';
import { FeatureText } from './FeatureText.tsx';
import type { FeatureCopy } from './feature-copy.ts';

interface Props {
  id: string;
  copy: FeatureCopy;
  /** The product view or video beside the text. */
  media: ReactNode;
  /** Media on the left: sections alternate sides down a page. */
  flip?: boolean;
  tone?: Tone;
  /** Slide the media in once when the section comes into view (never under reduced motion). */
  reveal?: boolean;
  /** The text above a wide picture instead of beside it. */
  stacked?: boolean;
}

/** One feature of a product page: its text beside its picture, stacked on narrow screens. */
export function FeatureSection({ id, copy, media, flip = false, tone = 'plain', reveal = false, stacked = false }: Props) {
  const reduced = useReducedMotion();
  // The media starts to slide in before the section enters the screen (the line half a screen below
  // its foot), which on the BIM page, under the taller version comparison of the new sample building,
  // is inside the spec's 900 to 1200 px (it fired at 1,380 px with the line at 115 %).
  const [ref, activation] = useOnceInView<HTMLDivElement>(`feature-${id}`, reveal && !reduced, 1.5);
  const headingId = `${id}-title`;
  return (
    <Band labelledBy={headingId} tone={tone}>
      <div ref={ref} className={`${styles.layout} ${stacked ? styles.stacked : flip ? styles.flip : ''}`} data-activation={activation}>
        <FeatureText headingId={headingId} copy={copy} wide={stacked} />
        <div className={styles.media}>{media}</div>
      </div>
    </Band>
  );
}
