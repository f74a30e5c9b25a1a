// The trust layer's data: the customers' wordmarks, the three case studies, the integrations and the
// testimonials, their copy in both languages, and that no customer voice shares a name with the
// company's own people (the first testimonial once did, and read as the company quoting itself).
import { describe, expect, it } from 'vitest';
import { caseStudies, caseStudyFor } from '../../app/content/case-studies.ts';
import { customerName, customers } from '../../app/content/customers.ts';
import { integrationGroups } from '../../app/content/integrations.ts';
import { productPages } from '../../app/content/products.ts';
import { testimonials } from '../../app/content/testimonials.ts';
import { initialsOf } from '../../app/lib/initials.ts';
import { languages } from '../../app/shared/languages.ts';
import { workflowNames } from '../../app/shared/pages.ts';
import { companyLegal } from '../../app/shared/site-legal.ts';
import { locales } from '../support/locales.ts';

const customerIds = customers.map((customer) => customer.id) as string[];

/** The parts of a person's name, without academic titles: "Dr. Katrin Albers" is ["katrin", "albers"]. */
const nameParts = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part && !part.endsWith('.'))
    .map((part) => part.toLowerCase());

const companyPeople = [...companyLegal.managingDirectors, companyLegal.dataProtectionOfficer.name];
const customerVoices = [...testimonials.map((person) => person.name), ...caseStudies.map((study) => study.person)];

/** Every string of the about-us and careers copy, in both languages, where the company's people would be named. */
const companyPagesCopy = languages
  .flatMap((lang) => [...locales[lang]].filter(([key]) => key.startsWith('aboutUs:') || key.startsWith('careers:')).map(([, value]) => value))
  .join('\n')
  .toLowerCase();

describe('customers', () => {
  it('are six to eight firms, each once, with a wordmark of its own', () => {
    expect(customers.length).toBeGreaterThanOrEqual(6);
    expect(customers.length).toBeLessThanOrEqual(8);
    expect(new Set(customerIds).size).toBe(customers.length);
    expect(new Set(customers.map((customer) => customer.sign)).size).toBe(customers.length);
    expect(new Set(customers.map((customer) => customer.style)).size).toBe(customers.length);
  });

  it('are named in the strip copy of both languages, with the link to the case studies and no example pill of its own', () => {
    for (const lang of languages) {
      for (const key of ['title', 'link']) expect(locales[lang].get(`home:customers.${key}`), `${lang} ${key}`).toBeTruthy();
      // That the references are examples is said once for the whole site (app/layout/ExampleMarker.tsx).
      expect(locales[lang].has('home:customers.exampleNote'), lang).toBe(false);
    }
  });
});

describe('case studies', () => {
  it('are three, each for a customer in the strip, a workflow page that exists and product pages that exist', () => {
    expect(caseStudies).toHaveLength(3);
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(3);
    for (const study of caseStudies) {
      expect(customerIds).toContain(study.customer);
      expect(workflowNames).toContain(study.workflow);
      expect(study.modules.length).toBeGreaterThan(0);
      for (const module of study.modules) expect(productPages).toContain(module);
    }
  });

  it('belong to three different workflow pages, each of which finds its own', () => {
    expect(new Set(caseStudies.map((study) => study.workflow)).size).toBe(3);
    for (const study of caseStudies) expect(caseStudyFor(study.workflow)).toBe(study.id);
  });

  it('tell the project, the starting point, what changed, two or three results and a quote, in both languages', () => {
    for (const lang of languages) {
      for (const study of caseStudies) {
        const at = (key: string) => locales[lang].get(`caseStudies:studies.${study.id}.${key}`);
        for (const key of ['customerType', 'title', 'summary', 'situation', 'solution', 'quote.text', 'quote.position']) {
          expect(at(key), `${lang} ${study.id} ${key}`).toBeTruthy();
        }
        for (const key of ['type', 'size', 'place', 'phase']) expect(at(`project.${key}`), `${lang} ${study.id} ${key}`).toBeTruthy();
        const results = [...locales[lang].keys()].filter(
          (key) => key.startsWith(`caseStudies:studies.${study.id}.results.`) && key.endsWith('.value'),
        );
        expect(results.length, `${lang} ${study.id}`).toBeGreaterThanOrEqual(2);
        expect(results.length, `${lang} ${study.id}`).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('integrations', () => {
  it('group open standards, design tools, checking and costing, each item named and explained in both languages', () => {
    expect(integrationGroups.map((group) => group.id)).toEqual(['standards', 'authoring', 'checking', 'costing']);
    const items = integrationGroups.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(items).size).toBe(items.length);
    expect(items).toEqual(expect.arrayContaining(['ifc', 'bcf', 'dwg', 'pdf', 'revit', 'archicad', 'tekla', 'solibri', 'gaeb', 'ava']));
    for (const lang of languages) {
      for (const group of integrationGroups) {
        expect(locales[lang].get(`home:integrations.groups.${group.id}`), `${lang} ${group.id}`).toBeTruthy();
        for (const item of group.items) {
          expect(locales[lang].get(`home:integrations.items.${item.id}.name`), `${lang} ${item.id}`).toBeTruthy();
          expect(locales[lang].get(`home:integrations.items.${item.id}.note`), `${lang} ${item.id}`).toBeTruthy();
        }
      }
    }
  });

  it('read IFC 2x3, 4 and 4.3 and BCF 2.1 and 3.0', () => {
    const chips = (id: string) =>
      integrationGroups
        .flatMap((group) => group.items as readonly { id: string; chips?: { values: readonly string[] } }[])
        .find((item) => item.id === id)?.chips?.values;
    expect(chips('ifc')).toEqual(['2x3', '4', '4.3']);
    expect(chips('bcf')).toEqual(['2.1', '3.0']);
  });
});

describe('testimonials', () => {
  it('are three, from customers in the strip, with a quote and a position in both languages', () => {
    expect(testimonials).toHaveLength(3);
    for (const person of testimonials) {
      expect(customerIds).toContain(person.customer);
      for (const lang of languages) {
        expect(locales[lang].get(`home:testimonials.items.${person.id}.quote`), `${lang} ${person.id}`).toBeTruthy();
        expect(locales[lang].get(`home:testimonials.items.${person.id}.position`), `${lang} ${person.id}`).toBeTruthy();
      }
    }
    // Every quote in the copy belongs to one of them.
    const quoted = [...locales.de.keys()].filter((key) => key.startsWith('home:testimonials.items.') && key.endsWith('.quote'));
    expect(quoted).toHaveLength(3);
  });
});

describe('customer voices and the company’s own people', () => {
  it('share no first or last name', () => {
    const ours = new Set(companyPeople.flatMap(nameParts));
    for (const voice of customerVoices)
      expect(
        nameParts(voice).filter((part) => ours.has(part)),
        voice,
      ).toEqual([]);
  });

  it('are not named on the about-us and careers pages, and no customer firm carries a surname of the company’s people', () => {
    for (const voice of customerVoices) expect(companyPagesCopy.includes(nameParts(voice).at(-1) ?? ''), voice).toBe(false);
    const surnames = companyPeople.map((person) => nameParts(person).at(-1) ?? '');
    for (const customer of customers) {
      const name = customerName(customer.id).toLowerCase();
      expect(
        surnames.filter((surname) => name.includes(surname)),
        name,
      ).toEqual([]);
    }
  });

  it('are all different people', () => {
    expect(new Set(customerVoices).size).toBe(customerVoices.length);
  });
});

describe('monograms', () => {
  it('take the first letters of the first and last name, leaving academic titles out', () => {
    expect(initialsOf('Judith Brenner')).toBe('JB');
    expect(initialsOf('Dr. Katrin Albers')).toBe('KA');
    expect(initialsOf('Anna Maria von Kessel')).toBe('AK');
  });
});
