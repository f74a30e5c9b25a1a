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
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
