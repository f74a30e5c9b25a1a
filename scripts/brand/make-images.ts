// Renders the Open Graph image (1200 x 630) and the logo (512 x 512) from HTML in Chromium.
// Run by hand when the brand changes (`npm run brand:images`); the PNGs are committed in public/.
import path from 'node:path';
import { site } from '../../app/shared/site.ts';
import { launchBrowser } from '../chromium.ts';

const mark = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" rx="7" fill="#ffbe28"/><path d="M9 8h14" stroke="#1f2328" stroke-width="2.5" stroke-linecap="round"/><path d="M16 8v11" stroke="#1f2328" stroke-width="2"/><path d="M12 19h8l-4 6z" fill="#1f2328"/></svg>`;
const out = path.resolve(import.meta.dirname, '../../public');

const browser = await launchBrowser();
const page = await browser.newPage();

await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<body style="margin:0">${mark.replace('<svg', '<svg width="512" height="512"')}</body>`);
await page.screenshot({ path: path.join(out, 'logo.png'), omitBackground: true });

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;background:#1f2328;color:#fff;font-family:sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:28px">${mark.replace('<svg', '<svg width="120" height="120"')}<span style="font-size:96px;font-weight:700">${site.brand}</span></div>
  <div style="margin-top:48px;font-size:44px;line-height:1.3;max-width:960px">Common Data Environment · BIM · Plans · Documents · Tasks</div>
  <div style="margin-top:40px;width:160px;height:14px;background:#ffbe28"></div></body>`);
await page.screenshot({ path: path.join(out, 'og-image.png') });
await browser.close();
console.log(`brand images written to ${out}`);
