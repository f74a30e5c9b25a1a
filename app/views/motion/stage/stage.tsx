/**
 * The page `npm run brand:videos` records each scene on (scripts/brand/make-videos.ts): the address
 * names the scene, composition and language, and `window.motionStage.seek(t)` resolves once the frame
 * at `t` seconds is committed and painted, so the recorder takes one screenshot per frame, whatever the
 * machine's speed.
 */
import '@fontsource-variable/inter/wght.css';
import '../../../styles/tokens.css';
import '../../stage/stage.css';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { isLang } from '../../../shared/languages.ts';
import type { KitCopy } from '../../types.ts';
import { type MotionCompositionName, type MotionName, motions } from '../catalog.ts';
import { type SceneProps, scenes } from '../scenes.ts';

declare global {
  interface Window {
    motionStage?: { seek: (time: number) => Promise<void> };
  }
}

const catalogs = import.meta.glob<{ default: object }>('../../../../locales/*/*.json', { eager: true });
const namespace = (lang: string, name: string) => catalogs[`../../../../locales/${lang}/${name}.json`]?.default;

const params = new URLSearchParams(location.search);
const name = params.get('scene') as MotionName;
const composition = params.get('composition') as MotionCompositionName;
const lang = params.get('lang') ?? '';
const entry = motions[name];
if (!entry || !(composition === 'desktop' || composition === 'phone') || !isLang(lang)) throw new Error(`no such scene: ${location.search}`);

const { width, height } = entry[composition];
const stage = document.getElementById('stage')!;
Object.assign(stage.style, { width: `${width}px`, height: `${height}px` });
document.documentElement.lang = lang;
const Scene = scenes[name];
const root = createRoot(stage);
let committed: (() => void) | undefined;

/** Tells `seek` that React has put the frame into the page. */
function Committed({ frame }: { frame: number }) {
  useLayoutEffect(() => {
    stage.dataset.frame = String(frame);
    committed?.();
  }, [frame]);
  return null;
}

let frames = 0;
const draw = (time: number) =>
  new Promise<void>((resolve) => {
    committed = resolve;
    frames += 1;
    root.render(
      <>
        <Scene
          composition={composition}
          lang={lang}
          time={time}
          copy={namespace(lang, 'motionTasks') as SceneProps['copy']}
          kit={namespace(lang, 'views') as KitCopy}
          board={namespace(lang, 'viewTaskBoard') as SceneProps['board']}
        />
        <Committed frame={frames} />
      </>,
    );
  });

await draw(0);
await document.fonts.ready;
// The view's pictures (model captures, site photos) are decoded before the renderer takes the frame;
// one that cannot be decoded fails the render instead of leaving a hole in it.
await new Promise(requestAnimationFrame);
await Promise.all([...document.querySelectorAll('img')].map((image) => image.decode()));
window.motionStage = {
  seek: async (time) => {
    await draw(time);
    // The screenshot comes after the frame is painted.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  },
};
requestAnimationFrame(() => requestAnimationFrame(() => (document.body.dataset.ready = 'true')));
