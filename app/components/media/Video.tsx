import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { type VideoName, videos } from '../../media/videos.ts';
import { Picture } from './Picture.tsx';
import styles from './Video.module.css';

interface Props {
  name: VideoName;
  /** The rendered width per viewport, for the poster's `sizes`. */
  sizes: string;
  /** The accessible name ("Animation: …") and the text alternative, from the page's locale file. */
  label: string;
  description: string;
}

/**
 * A silent product loop with its text alternative below it. Before the script it is a plain video
 * with the browser's controls; then it plays while in view, unless the visitor asked for less motion,
 * and a keyboard-reachable button pauses and resumes it. Nothing of it loads before it is played.
 *
 * The poster is a lazy responsive picture under the video, not its `poster` attribute: a poster is
 * fetched at once wherever the video sits, ahead of the first screen's font and images, and in one
 * size only. The video is transparent until its first frame, so the picture shows through.
 */
export function Video({ name, sizes, label, description }: Props) {
  const { t } = useTranslation('common');
  const enhanced = useEnhanced();
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [wanted, setWanted] = useState(true);
  const descriptionId = useId();
  const { width, height } = videos[name];

  useEffect(() => {
    const video = ref.current;
    if (!enhanced || reduced || !wanted || !video) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) video.play().catch(() => setPlaying(false));
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [enhanced, reduced, wanted]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      setWanted(false);
      video.pause();
    } else {
      setWanted(true);
      video.play().catch(() => setPlaying(false));
    }
  };

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <Picture image={videos[name].poster} alt="" sizes={sizes} loading="lazy" className={styles.poster} />
        <video
          ref={ref}
          className={styles.video}
          width={width}
          height={height}
          muted
          loop
          playsInline
          preload="none"
          controls={!enhanced}
          aria-label={label}
          aria-describedby={descriptionId}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={`/video/${name}.webm`} type="video/webm" />
          <source src={`/video/${name}.mp4`} type="video/mp4" />
        </video>
        {enhanced && (
          <button type="button" className={styles.toggle} onClick={toggle}>
            <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
            {playing ? t('media.pause') : t('media.play')}
          </button>
        )}
      </div>
      <figcaption id={descriptionId} className={styles.caption}>
        {description}
      </figcaption>
    </figure>
  );
}
