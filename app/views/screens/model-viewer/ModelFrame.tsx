import type { ReactNode } from 'react';
import { frames } from '../../captures/frames.ts';
import { type CaptureName, captureShots } from '../../captures/shots.ts';
import styles from './ModelFrame.module.css';

interface Props {
  capture: CaptureName;
  /** What the viewer lays over the 3D view: its tools, the models' legend. */
  children?: ReactNode;
}

/**
 * The viewer's 3D view: a frame the live viewer drew of the sample project (`npm run views:captures`),
 * on the viewer's own backdrop, at the size it was drawn for.
 */
export function ModelFrame({ capture, children }: Props) {
  const [width, height] = captureShots[capture].size;
  return (
    <div className={styles.frame} style={{ width, height }}>
      <img className={styles.image} src={frames[capture]} width={width} height={height} alt="" />
      {children}
    </div>
  );
}
