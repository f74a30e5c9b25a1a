import { JSDOM } from 'jsdom';
import { site } from '../../app/shared/site.ts';
import { type Finding, fail, pass } from './findings.ts';

const requiredJsonLd: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'address'],
  WebSite: ['name', 'url'],
  // Google's required fields for a job posting (the careers page).
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
};

interface Head {
  title: string;
  description: string;
  canonical?: string;
  alternates: Map<string, string>;
}

/**
 * Title and description (present, within 10–65 and 50–165 characters, unique per language),
 * canonical, hreflang pairs that point at each other, x-default, Open Graph, and JSON-LD that parses
 * and carries the fields its type requires.
 */
export function checkHeads(pages: Map<string, string>): Finding[] {
  const heads = new Map<string, Head>();
  const problems = new Map<string, string[]>([...pages.keys()].map((page) => [page, []]));

  for (const [page, html] of pages) {
    const { document } = new JSDOM(html).window;
    const report = problems.get(page)!;
    const title = document.title.trim();
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined;
    const alternates = new Map(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
    );
    heads.set(page, { title, description, canonical, alternates });

    if (title.length < 10 || title.length > 65) report.push(`title has ${title.length} characters`);
    if (description.length < 50 || description.length > 165) report.push(`description has ${description.length} characters`);
    if (document.documentElement.lang !== page.split('/')[1]) report.push(`html lang is "${document.documentElement.lang}"`);
    if (canonical !== site.origin + page) report.push(`canonical is ${canonical}`);
    for (const lang of ['de', 'en', 'x-default']) if (!alternates.has(lang)) report.push(`no hreflang ${lang}`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:locale', 'og:image']) {
      if (!document.querySelector(`meta[property="${property}"]`)?.getAttribute('content')) report.push(`no ${property}`);
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
        const missing = (requiredJsonLd[String(data['@type'])] ?? []).filter((field) => !data[field]);
        if (!data['@context'] || !data['@type']) report.push('JSON-LD without @context or @type');
        if (missing.length) report.push(`JSON-LD ${data['@type']} lacks ${missing.join(', ')}`);
      } catch {
        report.push('JSON-LD does not parse');
      }
    }
  }

  // Across pages: every alternate answers with a link back, and no two pages of a language share a title or description.
  for (const [page, head] of heads) {
    for (const [lang, href] of head.alternates) {
      if (lang === 'x-default') continue;
      const target = heads.get(href.replace(site.origin, ''));
      if (!target) problems.get(page)!.push(`hreflang ${lang} points to ${href}, which is not a page`);
      else if (target.alternates.get(page.split('/')[1]!) !== site.origin + page) problems.get(page)!.push(`hreflang ${lang} does not point back`);
    }
    for (const [other, otherHead] of heads) {
      if (other === page || other.split('/')[1] !== page.split('/')[1]) continue;
      if (otherHead.title === head.title) problems.get(page)!.push(`same title as ${other}`);
      if (otherHead.description === head.description) problems.get(page)!.push(`same description as ${other}`);
    }
  }

  return [...problems].map(([page, list]) => (list.length ? fail(page, 'head', list.join('; ')) : pass(page, 'head')));
}
