// The plan comparison's room stamps, as a visitor reads them: clear of every wall, of each other and
// of the divider's starting line, in the drawing a phone shows (turned upright) and the one a desktop
// shows, in both languages (the English names are longer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnInFull, type LiveSite, liveSite, open } from '../support/live-site.ts';

let site: LiveSite;
beforeAll(async () => {
  site = await liveSite();
});
afterAll(() => site.close());

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(['de', 'en'])('the plan comparison in /%s', (lang) => {
  it.each([375, 768, 1440])('keeps every stamp clear of walls, other stamps and the divider at %i px', async (width) => {
    const page = await site.newPage(width, 900);
    await open(page, `${site.baseUrl}/${lang}/product/plan-management`);
    // The stamps' places depend on the sections' stylesheet and the font, which may come after the page is ready.
    await drawnInFull(page);
    // The first drawing shown (index C): both indexes letter the same rooms, index D has the changes' stamps.
    const drawings = await page.evaluate(() =>
      [...document.querySelectorAll<SVGSVGElement>('[data-lazy-section="plan-compare"] svg[data-side]')]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const frame = svg.getBoundingClientRect();
          const box = (element: Element, name: string, inflate = 0) => {
            const rect = element.getBoundingClientRect();
            return { name, left: rect.left - inflate, right: rect.right + inflate, top: rect.top - inflate, bottom: rect.bottom + inflate };
          };
          // A text's box runs from the font's ascent to its descent: 2 px less at top and bottom is where the letters are.
          const stamps = [...svg.querySelectorAll('[data-stamp]')].map((text) => {
            const { name, left, right, top, bottom } = box(text, [...text.childNodes].map((line) => line.textContent).join(' '));
            const turned = text.hasAttribute('transform');
            return turned ? { name, left: left + 2, right: right - 2, top, bottom } : { name, left, right, top: top + 2, bottom: bottom - 2 };
          });
          // A wall's box is its axis: its stroke, in the plan's metres, adds half its width on screen all round.
          const walls = [...svg.querySelectorAll<SVGLineElement>('[data-walls] line')].map((line) => {
            const matrix = line.getScreenCTM()!;
            return box(line, 'wall', (Number(line.getAttribute('stroke-width')) * Math.hypot(matrix.a, matrix.b)) / 2);
          });
          const middle = frame.left + frame.width / 2;
          return {
            side: svg.dataset.side,
            size: Math.round(frame.width),
            stamps,
            walls,
            divider: { name: 'divider', left: middle - 1, right: middle + 1, top: frame.top, bottom: frame.bottom },
          };
        }),
    );
    expect(drawings.length).toBeGreaterThan(0);
    for (const { side, stamps, walls, divider } of drawings) {
      const clashes: string[] = [];
      for (const [index, stamp] of stamps.entries()) {
        if (walls.some((wall) => overlap(stamp, wall))) clashes.push(`${stamp.name} on a wall`);
        if (overlap(stamp, divider)) clashes.push(`${stamp.name} under the divider`);
        for (const other of stamps.slice(index + 1)) if (overlap(stamp, other)) clashes.push(`${stamp.name} on ${other.name}`);
      }
      expect(clashes, `index ${side === 'after' ? 'D' : 'C'}`).toEqual([]);
    }
    await page.close();
  });
});
