import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { type VideoName, videoFile, videos, videoTypes } from '../../media/videos.ts';
import { Picture } from './Picture.tsx';
import styles from './Video.module.css';

interface Props {
  name: VideoName;
  /** The rendered width per viewport of the desktop composition, for the poster's `sizes`. */
  sizes: string;
  /** The accessible name ("Animation: …") and the text alternative, from the page's locale file. */
  label: string;
  description: string;
}

/**
 * A silent product loop in the page's language, with its play/pause button and text alternative in a
 * row under the picture, never over it. Before the script it is a plain video with the browser's
 * controls; then it plays while in view, unless the visitor asked for less motion: then the poster (the
 * loop's final state) stands alone, and the button still plays it on request. Nothing of it loads before
 * it plays. Narrow screens get the phone composition, as the product views do.
 *
 * The poster is a lazy responsive picture under the video, not its `poster` attribute: a poster is
 * fetched at once wherever the video sits, and in one size only. The video is transparent until its
 * first frame, so the picture shows through.
 */
export function Video({ name, sizes, label, description }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const enhanced = useEnhanced();
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Under reduced motion it waits for the visitor; otherwise it plays until they pause it.
  const [wanted, setWanted] = useState<boolean | undefined>(undefined);
  const descriptionId = useId();
  const { desktop, phone, phoneBelow } = videos[name];
  const phoneMedia = `(max-width: ${phoneBelow - 1}px)`;
  const desktopMedia = `(min-width: ${phoneBelow}px)`;

  useEffect(() => {
    const video = ref.current;
    if (!enhanced || !video || !(wanted ?? !reduced)) return;
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
    setWanted(!playing);
    if (playing) video.pause();
    else video.play().catch(() => setPlaying(false));
  };

  return (
    <figure className={styles.figure} data-phone-below={phoneBelow}>
      <div className={styles.frame}>
        <Picture
          image={desktop.posters[lang]}
          width={desktop.width}
          height={desktop.height}
          sources={[
            {
              media: phoneMedia,
              image: phone.posters[lang],
              width: phone.width,
              height: phone.height,
              sizes: `min(${phone.width * 1.25}px, 100vw - 32px)`,
            },
          ]}
          alt=""
          sizes={sizes}
          loading="lazy"
          className={styles.poster}
        />
        <video
          ref={ref}
          className={styles.video}
          width={desktop.width}
          height={desktop.height}
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
          {/* The desktop composition first: a browser that ignores `media` on a video's source takes it. */}
          <source src={videoFile(name, 'desktop', lang, 'webm')} type={videoTypes.webm} media={desktopMedia} />
          <source src={videoFile(name, 'desktop', lang, 'mp4')} type={videoTypes.mp4} media={desktopMedia} />
          <source src={videoFile(name, 'phone', lang, 'webm')} type={videoTypes.webm} />
          <source src={videoFile(name, 'phone', lang, 'mp4')} type={videoTypes.mp4} />
        </video>
      </div>
      <figcaption className={styles.caption}>
        {enhanced && (
          <button type="button" className={styles.toggle} onClick={toggle}>
            <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
            {playing ? t('media.pause') : t('media.play')}
          </button>
        )}
        <span id={descriptionId}>{description}</span>
      </figcaption>
    </figure>
  );
}
