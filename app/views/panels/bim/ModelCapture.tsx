import { frames } from '../../captures/frames.ts';
import type { CaptureName } from '../../captures/shots.ts';
import styles from './ModelCapture.module.css';

/**
 * A frame the live viewer drew of the sample project (`npm run views:captures`), filling the place a
 * close-up gives it: the building sits in the middle of every shot, so cropping the edges keeps it whole.
 */
export function ModelCapture({ capture }: { capture: CaptureName }) {
  return (
    <span className={styles.frame}>
      <img className={styles.image} src={frames[capture]} alt="" />
    </span>
  );
}
