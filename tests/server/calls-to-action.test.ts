// Issue 38, "one path per intent": every "Kostenlos testen" starts the trial's registration, every
// "Demo anfragen" leads to a form that sends a demo request under the same words, and no page promises
// online booking while no calendar is configured (the build tests use; the configured build is
// checked in tests/browser/consent.test.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../app/shared/languages.ts';
import { allPages, pathTo } from '../../app/shared/pages.ts';
import { siteApp } from '../support/app.ts';
import { askFindings, askLabels } from '../support/calls-to-action.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteApp();
});
afterAll(() => app.close());

const html = async (path: string) => (await app.inject({ method: 'GET', url: path })).body;

describe.each(languages)('calls to action in %s', (lang) => {
  it('lead where they say, on every page', async () => {
    const findings: string[] = [];
    for (const page of allPages()) {
      const path = pathTo(page, lang);
      for (const finding of askFindings(await html(path), lang, { booking: false })) findings.push(`${path}: ${finding}`);
    }
    expect(findings).toEqual([]);
  });

  it('offer the trial and the demo on the home page, each by its one wording', async () => {
    const page = await html(pathTo('home', lang));
    const labels = askLabels(lang);
    expect(page).toContain(`href="#trial">${labels.trial}</a>`);
    expect(page).toContain(`href="#contact">${labels.demo}</a>`);
    expect(page).not.toContain(labels.bookOnline);
  });
});

describe('the check itself', () => {
  const labels = askLabels('de');
  const page = (main: string) => `<!DOCTYPE html><html><body><main>${main}</main></body></html>`;
  const demoForm = `<section id="contact"><form><button type="submit">${labels.demo}</button></form></section>`;

  it('passes a trial link to the registration and a demo link to a demo form', () => {
    const main = `<a href="https://app.lotrecht.example/register">${labels.trial}</a><a href="#contact">${labels.demo}</a>${demoForm}`;
    expect(askFindings(page(main), 'de', { booking: false })).toEqual([]);
  });

  it('fails a trial link to the sales form, a demo link to a callback form, and booking without a calendar', () => {
    const callback = '<section id="call"><form><button type="submit">Rückruf anfordern</button></form></section>';
    const main = `<a href="#contact">${labels.trial}</a><a href="#call">${labels.demo}</a>${callback}${demoForm}<p>Termin online buchen</p>`;
    const findings = askFindings(page(main), 'de', { booking: false });
    expect(findings).toHaveLength(3);
    expect(findings.join('\n')).toMatch(/not to the trial's registration[\s\S]*Rückruf anfordern[\s\S]*Termin online buchen/);
    expect(askFindings(page('<p>Termin online buchen</p>'), 'de', { booking: true })).toEqual([]);
  });
});
