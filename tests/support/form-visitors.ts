import type { Page, Request } from 'playwright-core';
import { hydrateSection, type LiveSite, open } from './live-site.ts';

/** A visitor with one form to send: where it is, what they type, and what the page says once it is taken. */
export interface FormVisit {
  kind: 'contact' | 'demo' | 'newsletter';
  path: string;
  formId: string;
  /** The lazily hydrated section the form is in, if any. */
  section?: string;
  fields: Record<string, string>;
  submit: string;
  /** Part of the thank-you; for the demo form, the visitor is taken to the registration instead. */
  thanks?: string;
  stillSending: string;
}

const registration = 'https://app.lotrecht.example/register';

/** Six visitors on six pages, in both languages, with every form that posts to the API. */
export function sixVisitors(tag: string): FormVisit[] {
  const de = { stillSending: 'Wird noch gesendet' };
  const en = { stillSending: 'Still sending' };
  return [
    {
      ...de,
      kind: 'contact',
      path: '/de',
      formId: 'contact',
      section: 'contact-band',
      fields: { 'Vor- und Nachname': `Anna Schmidt ${tag}`, 'E-Mail-Adresse': `anna.${tag}@planung.example` },
      submit: 'Demo anfragen',
      thanks: 'Vielen Dank! Ihre Demo-Anfrage ist unterwegs',
    },
    {
      ...en,
      kind: 'contact',
      path: '/en',
      formId: 'contact',
      section: 'contact-band',
      fields: { 'Full name': `Jonas Weber ${tag}`, 'Email address': `jonas.${tag}@bau.example`, 'Your message': 'About our hospital project.' },
      submit: 'Request a demo',
      thanks: 'Thank you! Your demo request is on its way',
    },
    {
      ...de,
      kind: 'contact',
      path: '/de/product/task-and-issue-management',
      formId: 'contact',
      section: 'contact-band',
      fields: { 'Vor- und Nachname': `Bernd Bauer ${tag}`, 'E-Mail-Adresse': `bernd.${tag}@gu.example`, Telefonnummer: '+49 30 123456' },
      submit: 'Demo anfragen',
      thanks: 'Vielen Dank! Wir rufen Sie innerhalb eines Werktags an',
    },
    {
      ...en,
      kind: 'demo',
      path: '/en/product/dms',
      formId: 'signup',
      fields: { 'Full name': `Ben Weber ${tag}`, 'Email address': `ben.${tag}@weber-bau.example` },
      submit: 'Request a demo',
    },
    {
      ...de,
      kind: 'demo',
      path: '/de/product/dms',
      formId: 'signup',
      fields: { 'Vor- und Nachname': `Carla Conrad ${tag}`, 'E-Mail-Adresse': `carla.${tag}@tragwerk.example`, Telefonnummer: '+49 89 765432' },
      submit: 'Demo anfragen',
    },
    {
      ...en,
      kind: 'newsletter',
      path: '/en/pricing',
      formId: 'newsletter',
      section: 'newsletter',
      fields: { 'Your email address': `clara.${tag}@ingenieure.example` },
      submit: 'Subscribe',
      thanks: 'please click the link in the email',
    },
  ];
}

/** The e-mail address a visitor types: what their stored request is found by. */
export function emailOf(visit: FormVisit): string {
  return Object.entries(visit.fields).find(([label]) => /mail/i.test(label))![1];
}

/** What a visitor's page sent to the API: the key of each try and the status it got (0: no answer). */
export interface Tries {
  keys: string[];
  statuses: number[];
}

/**
 * Opens the visitor's page and fills in the form, as a person does (the server drops forms sent in
 * under 1.5 s); `send()` then presses the button. Every POST to the API is recorded.
 */
export async function fillIn(site: LiveSite, visit: FormVisit, page?: Page) {
  const tab = page ?? (await site.newPage());
  await tab.route(`${registration}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Register</title>' }));
  const tries: Tries = { keys: [], statuses: [] };
  const isPost = (request: Request) => request.method() === 'POST' && request.url().includes('/api/');
  const answered = new Set<Request>();
  tab.on('request', (request) => isPost(request) && tries.keys.push(request.headers()['idempotency-key'] ?? ''));
  tab.on('response', (response) => {
    if (!isPost(response.request())) return;
    answered.add(response.request());
    tries.statuses.push(response.status());
  });
  // No answer at all; a request whose answer came and whose body was cut off by the page leaving counts as answered.
  tab.on('requestfailed', (request) => isPost(request) && !answered.has(request) && tries.statuses.push(0));
  await open(tab, `${site.baseUrl}${visit.path}`);
  if (visit.section) await hydrateSection(tab, visit.section);
  const form = tab.locator(`form#${visit.formId}`);
  for (const [label, value] of Object.entries(visit.fields)) await form.getByRole('textbox', { name: label }).fill(value);
  await tab.waitForTimeout(1600);
  return {
    page: tab,
    form,
    tries,
    send: () => form.getByRole('button', { name: visit.submit }).click(),
    statusText: async () => (await form.getByRole('status').textContent()) ?? '',
    /** Resolves once the visitor sees that the request was taken: the thank-you, or the registration page. */
    async thanked(timeout: number) {
      if (!visit.thanks) return tab.waitForURL(registration, { timeout });
      await tab.waitForFunction(
        ([selector, text]) => document.querySelector(selector!)?.textContent?.includes(text!),
        [`form#${visit.formId} [role="status"]`, visit.thanks],
        { timeout, polling: 250 },
      );
    },
  };
}

export type FilledForm = Awaited<ReturnType<typeof fillIn>>;
