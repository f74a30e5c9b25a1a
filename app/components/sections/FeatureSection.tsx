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

const revealLine = 1.3;

/** One feature of a product page: its text beside its picture, stacked on narrow screens. */
export function FeatureSection({ id, copy, media, flip = false, tone = 'plain', reveal = false, stacked = false }: Props) {
  const reduced = useReducedMotion();
  // The media starts to slide in before the section enters the screen (the line 30 % of a screen below
  // its foot), which on the BIM page, under the version comparison of the sample building, is inside
  // the spec's 900 to 1200 px: about 1,050 px at 1440 × 900 (it fired at 1,380 px with the line at
  // 115 %; at 150 % it fired at 880 px once the page was laid out before the watching began).
  const [ref, activation] = useOnceInView<HTMLDivElement>(`feature-${id}`, reveal && !reduced, revealLine);
  const headingId = `${id}-title`;
  return (
    <Band labelledBy={headingId} tone={tone}>
      <div
        ref={ref}
        className={`${styles.layout} ${stacked ? styles.stacked : flip ? styles.flip : ''}`}
        data-activation={activation}
        // On a page built as islands, which never hydrates this, the loader watches it instead (enhance/activations.ts).
        data-activate={reveal ? `feature-${id}` : undefined}
        data-activate-line={reveal ? revealLine : undefined}
      >
        <FeatureText headingId={headingId} copy={copy} wide={stacked} />
        <div className={styles.media}>{media}</div>
      </div>
    </Band>
  );
}
