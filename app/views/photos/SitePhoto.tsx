import { useId } from 'react';
import styles from './SitePhoto.module.css';
import { type Scene, scenes } from './scenes.tsx';

export type { Scene };

interface Props {
  scene: Scene;
  className?: string;
}

/**
 * A photo taken on the example project's site, drawn as a small SVG scene in muted, photo-like colours
 * with a film of grain and a soft vignette, so a thumbnail reads as a picture rather than an icon.
 */
export function SitePhoto({ scene, className }: Props) {
  const id = useId().replace(/:/g, '');
  const Drawing = scenes[scene];
  return (
    <svg className={`${styles.photo} ${className ?? ''}`} viewBox="0 0 160 110" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <filter id={`${id}-grain`} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="1.1" numOctaves="2" seed="7" />
          <feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.18  0 0 0 0 0.15  0 0 0 0.9 -0.25" />
        </filter>
        <linearGradient id={`${id}-light`} x1="0" y1="0" x2=".35" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.16" />
          <stop offset=".55" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#1b1a17" stopOpacity="0.14" />
        </linearGradient>
        <radialGradient id={`${id}-vignette`} cx="50%" cy="45%" r="75%">
          <stop offset="60%" stopColor="#000" stopOpacity="0" />
          <stop offset="100%" stopColor="#000" stopOpacity="0.28" />
        </radialGradient>
      </defs>
      <Drawing id={id} />
      <rect width="160" height="110" filter={`url(#${id}-grain)`} opacity="0.5" />
      <rect width="160" height="110" fill={`url(#${id}-light)`} />
      <rect width="160" height="110" fill={`url(#${id}-vignette)`} />
    </svg>
  );
}
