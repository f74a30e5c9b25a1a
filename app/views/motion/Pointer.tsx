import styles from './Pointer.module.css';
import { along, progress, type Waypoint } from './timeline.ts';

interface Props {
  time: number;
  path: readonly Waypoint[];
  /** When it presses: each leaves a ring that widens and fades. */
  clicks: readonly number[];
  /** A fingertip on the phone, an arrow on the desktop. */
  touch?: boolean;
  /** Seconds from which it fades away, so the last frame (the poster) shows the interface alone. */
  leaveAt: number;
}

/** The visitor's pointer in a recorded interaction: where it is and when it clicks, from the time alone. */
export function Pointer({ time, path, clicks, touch = false, leaveAt }: Props) {
  const { x, y } = along(path, time);
  const opacity = progress(time, path[0]!.at - 0.3, path[0]!.at) * (1 - progress(time, leaveAt, leaveAt + 0.4));
  if (opacity === 0) return null;
  const pressed = clicks.some((at) => time >= at - 0.08 && time < at + 0.1);
  return (
    <div className={styles.layer} style={{ opacity }} aria-hidden="true">
      {clicks.map((at) => {
        const ring = progress(time, at, at + 0.5);
        if (ring === 0 || ring === 1) return null;
        return (
          <span
            key={at}
            className={styles.ring}
            style={{ left: along(path, at).x, top: along(path, at).y, opacity: 1 - ring, transform: `translate(-50%, -50%) scale(${0.4 + ring})` }}
          />
        );
      })}
      {touch ? (
        <span className={styles.finger} style={{ left: x, top: y, transform: `translate(-50%, -50%) scale(${pressed ? 0.85 : 1})` }} />
      ) : (
        <svg
          aria-hidden="true"
          className={styles.arrow}
          style={{ left: x - 2, top: y - 2, transform: `scale(${pressed ? 0.9 : 1})` }}
          width="20"
          height="24"
          viewBox="0 0 20 24"
        >
          <path d="M2 2v17.5l4.6-4.3 3.1 6.9 3.1-1.4-3.1-6.8h6.4z" fill="#1f2328" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      )}
    </div>
  );
}
