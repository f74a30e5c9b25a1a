import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every axe rule that tests a WCAG 2.x A or AA criterion, including those axe marks experimental and
 * leaves off by default (naming them runs them).
 */
export const wcagRules = axe
  .getRules(wcagTags)
  .map((rule) => rule.ruleId)
  .sort();

// The project's own axe-core, the newest the lockfile holds, rather than the one a wrapper bundles.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG violations on the page as it is now (within `include`, if given), as "rule (count): targets". */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource }).withRules(wcagRules);
  if (include) builder.include(include);
  await renderAll(page, include ?? 'body', true);
  try {
    const { violations } = await builder.analyze();
    return violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    await renderAll(page, include ?? 'body', false);
  }
}

/**
 * Parts of a page far from the viewport are not rendered (`content-visibility: auto`) and stand in
 * with an estimated size, which changes as soon as they are drawn. Axe's checks of size and contrast
 * measure the layout, so the page is drawn whole while axe looks, and as it was afterwards. Through the
 * CSSOM, which the pages' Content-Security-Policy allows. Only the part axe looks at (`scope`) is
 * drawn: drawing a whole long page for a check of its header cost the audit a minute.
 */
async function renderAll(page: Page, scope: string, whole: boolean) {
  await page.evaluate(
    async ({ scope, whole }) => {
      let switched = 0;
      for (const element of document.querySelectorAll<HTMLElement>(`${scope} *`)) {
        if (whole && getComputedStyle(element).contentVisibility === 'auto') element.dataset.auditRendered = '';
        if (!('auditRendered' in element.dataset)) continue;
        element.style.contentVisibility = whole ? 'visible' : '';
        if (!whole) delete element.dataset.auditRendered;
        switched++;
      }
      if (switched === 0) return;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // A part drawn for the first time plays its entrance animation (an open accordion fades in over
      // --motion-base, 250 ms); axe would measure the contrast of half-faded text.
      if (whole) await new Promise((resolve) => setTimeout(resolve, 400));
    },
    { scope, whole },
  );
}

/**
 * Axe's target-size and colour-contrast rules on the page as loaded, the parts not laid out yet left
 * so: that is how Lighthouse's accessibility audit sees a page. A band whose content overflows its
 * estimated size then lies over the next band: axe reports that band's controls as covered, and the
 * overflowing text as set on the next band's colour.
 */
export async function overlapsAsLoaded(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource }).withRules(['target-size', 'color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`));
}
