import type { ReactNode } from 'react';
import type { CaptureName } from '../../captures/shots.ts';
import type { IconName } from '../../kit/Icon.tsx';
import { Panel } from '../../kit/Panel.tsx';
import { PhoneApp } from '../../kit/PhoneApp.tsx';
import type { Composition, KitCopy } from '../../types.ts';
import { ModelShot } from './ModelShot.tsx';
import styles from './Tool.module.css';

interface Props {
  composition: Composition;
  kit: KitCopy;
  /** Where in the app: the models module, then this. */
  place: string;
  icon?: IconName;
  capture: CaptureName;
  /** What the viewer lays over the 3D view (a legend, a dimension). */
  overlay?: ReactNode;
  /** The tool's own panel: beside the view on a desktop, under it on a phone. */
  side: ReactNode;
  /** The phone's screen title. */
  title: string;
}

/** One tool of the viewer close up: the 3D view as the viewer drew it, and the tool's panel beside it. */
export function ToolLayout({ composition, kit, place, icon = 'models', capture, overlay, side, title }: Props) {
  if (composition === 'phone')
    return (
      <PhoneApp kit={kit} active="models" title={title} subtitle={place} detail>
        <div className={styles.phone}>
          <ModelShot capture={capture}>{overlay}</ModelShot>
          <div className={styles.side}>{side}</div>
        </div>
      </PhoneApp>
    );
  return (
    <Panel icon={icon} path={[kit.nav.models, place]}>
      <div className={styles.layout}>
        <ModelShot capture={capture}>{overlay}</ModelShot>
        <div className={styles.side}>{side}</div>
      </div>
    </Panel>
  );
}
