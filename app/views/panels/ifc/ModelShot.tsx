import type { ReactNode } from 'react';
import { frames } from '../../captures/frames.ts';
import { type CaptureName, captureShots } from '../../captures/shots.ts';
import styles from './ModelShot.module.css';

/**
 * A frame the live viewer drew of the sample project (`npm run views:captures`), filling its place
 * whatever size the frame was drawn at (`shots.ts`): at most at that size, smaller if the place is, never
 * stretched. Children lie over it (the viewer's own overlays).
 */
export function ModelShot({ capture, children }: { capture: CaptureName; children?: ReactNode }) {
  const [width, height] = captureShots[capture].size;
  return (
    <div className={styles.shot}>
      <img className={styles.image} src={frames[capture]} srcSet={`${frames[capture]} 2x`} width={width} height={height} alt="" />
      {children}
    </div>
  );
}
