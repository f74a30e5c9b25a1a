/**
 * The page `npm run views` renders each product view on (scripts/views/render-views.ts): Vite serves
 * it, the address names the view, composition and language, and the view is drawn at its CSS size in
 * the site's typeface. `data-ready` tells the renderer when fonts and layout are done.
 */
import '@fontsource-variable/inter/wght.css';
import '../../styles/tokens.css';
import './stage.css';
import { createRoot } from 'react-dom/client';
import { isLang } from '../../shared/languages.ts';
import { type ViewName, views } from '../catalog.ts';
import { screens } from '../screens.ts';
import { type Composition, compositions, type KitCopy } from '../types.ts';

const catalogs = import.meta.glob<{ default: object }>('../../../locales/*/*.json', { eager: true });
const namespace = (lang: string, name: string) => catalogs[`../../../locales/${lang}/${name}.json`]?.default;

const params = new URLSearchParams(location.search);
const name = params.get('view') as ViewName;
const composition = params.get('composition') as Composition;
const lang = params.get('lang') ?? '';
const entry = views[name];
if (!entry || !compositions.includes(composition) || !isLang(lang)) throw new Error(`no such view: ${location.search}`);

const [width, height] = entry.size[composition];
const stage = document.getElementById('stage')!;
Object.assign(stage.style, { width: `${width}px`, height: `${height}px` });
document.documentElement.lang = lang;
const Screen = screens[name];
createRoot(stage).render(
  <Screen composition={composition} lang={lang} copy={namespace(lang, entry.namespace)} kit={namespace(lang, 'views') as KitCopy} />,
);

await document.fonts.ready;
// The view's pictures (model captures, site photos) are decoded before the renderer takes the frame;
// one that cannot be decoded fails the render instead of leaving a hole in it.
await new Promise(requestAnimationFrame);
await Promise.all([...stage.querySelectorAll('img')].map((image) => image.decode()));
requestAnimationFrame(() => requestAnimationFrame(() => (document.body.dataset.ready = 'true')));
