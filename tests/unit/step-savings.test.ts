// "52 % fewer manual steps" (spec section 1: "up to"; issue 38: the worked example's total, not a maximum) stands only with its worked example: the three
// processes of app/content/step-savings.ts add up to it, the home page's ten-to-five example is the
// first of them step by step, and every page that states the figure prints the example's counts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { percentFewer, stepSavings, stepTotals } from '../../app/content/step-savings.ts';
import { findCopy } from '../../app/shared/i18n/catalog.ts';
import { type Lang, languages } from '../../app/shared/languages.ts';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const catalog = (lang: Lang, namespace: string) => JSON.parse(readFileSync(path.join(localesDir, lang, `${namespace}.json`), 'utf8'));

/** Where the claim is printed with its note beside it, by namespace. */
const notes = {
  home: 'figures.items.steps.note',
  taskIssue: 'figures.items.steps.note',
  workflows: 'audiences.bim-managers.benefits.items.3.note',
};

const claim = /\b52\s?(%|Prozent|percent)/;

describe('the worked example behind “up to 52 % fewer manual steps”', () => {
  it('adds up: 25 steps before, 12 with Lotrecht, 52 % fewer', () => {
    expect(stepTotals).toEqual({ before: 25, after: 12 });
    expect(percentFewer).toBe(52);
    for (const process of stepSavings) expect(process.after).toBeLessThan(process.before);
  });

  it.each(languages)('has the changed plan of the home page as its first process, step by step (%s)', (lang) => {
    const planChange = stepSavings.find((process) => process.id === 'planChange')!;
    const home = catalog(lang, 'home');
    expect(home.process.before.steps).toHaveLength(planChange.before);
    expect(home.process.after.steps).toHaveLength(planChange.after);
  });

  describe.each(languages)('in the copy (%s)', (lang) => {
    it.each(Object.entries(notes))('%s prints the counts of every process, the totals and the percentage', (namespace, key) => {
      const note = findCopy(catalog(lang, namespace), key);
      expect(typeof note).toBe('string');
      const numbers = [...(note as string).matchAll(/\d+/g)].map((match) => Number(match[0]));
      expect(numbers).toEqual([
        ...stepSavings.flatMap((process) => [process.before, process.after]),
        stepTotals.after,
        stepTotals.before,
        stepTotals.before - stepTotals.after,
        percentFewer,
      ]);
    });

    it('states the figure as the worked example’s total, never as a maximum (“bis zu”, “up to”)', () => {
      const asMaximum = /(?:bis zu|up to)\s+52/i;
      const found = readdirSync(path.join(localesDir, lang))
        .filter((name) => name.endsWith('.json'))
        .flatMap((file) => {
          const text = readFileSync(path.join(localesDir, lang, file), 'utf8');
          return [...text.matchAll(new RegExp(asMaximum, 'gi'))].map((match) => `${file}: ${match[0]}`);
        });
      expect(found).toEqual([]);
    });

    it('states the figure nowhere without its note beside it', () => {
      const bare: string[] = [];
      const walk = (node: unknown, where: string) => {
        if (!node || typeof node !== 'object') return;
        const entries = Object.entries(node as Record<string, unknown>);
        const hasNote = entries.some(([key, value]) => key === 'note' && typeof value === 'string');
        for (const [key, value] of entries) {
          if (typeof value === 'string' && claim.test(value) && key !== 'note' && !hasNote) bare.push(`${where}.${key}`);
          else walk(value, `${where}.${key}`);
        }
      };
      for (const file of readdirSync(path.join(localesDir, lang)).filter((name) => name.endsWith('.json'))) {
        walk(catalog(lang, file.replace(/\.json$/, '')), file);
      }
      expect(bare).toEqual([]);
    });
  });
});
