// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../app/i18n/RichText.tsx';
import type { Catalog } from '../../app/shared/i18n/catalog.ts';
import { createTranslator } from '../../app/shared/i18n/translator.ts';

afterEach(cleanup);

const catalog: Catalog = {
  footer: { copyright: '© {{year}} {{company}}' },
  jobs: { count_one: '{{count}} offene Stelle', count_other: '{{count}} offene Stellen' },
  plain: 'Text',
  benefits: ['Pläne an einem Ort', 'Weniger Abstimmung'],
  vacancies: [{ title: 'C#-Entwickler (m/w/d)', tags: ['Berlin', 'Vollzeit'] }],
};

// The tests reach keys the typed catalogs do not know; the untyped view is what is under test.
const translate = (lang: 'de' | 'en', key: string, values?: Record<string, string | number>) =>
  (createTranslator(catalog, lang).t as (key: string, values?: Record<string, string | number>) => string)(key, values);
const copyOf = (key: string) => (createTranslator(catalog, 'de').copy as (key: string) => unknown)(key);

describe('translate', () => {
  it('finds a dotted key and fills its placeholders', () => {
    expect(translate('de', 'footer.copyright', { year: 2026, company: 'Lotrecht GmbH' })).toBe('© 2026 Lotrecht GmbH');
  });

  it('takes the plural form the language asks for', () => {
    expect(translate('de', 'jobs.count', { count: 1 })).toBe('1 offene Stelle');
    expect(translate('de', 'jobs.count', { count: 3 })).toBe('3 offene Stellen');
  });

  it('leaves unknown placeholders visible and answers a missing key with the key', () => {
    expect(translate('en', 'footer.copyright', { year: 2026 })).toBe('© 2026 {{company}}');
    expect(translate('en', 'nothing.here')).toBe('nothing.here');
    expect(translate('en', 'footer')).toBe('footer');
  });
});

describe('copy', () => {
  it('hands out lists and objects whole, in their order', () => {
    expect(copyOf('benefits')).toEqual(['Pläne an einem Ort', 'Weniger Abstimmung']);
    expect(copyOf('vacancies')).toEqual([{ title: 'C#-Entwickler (m/w/d)', tags: ['Berlin', 'Vollzeit'] }]);
    expect(copyOf('vacancies.0.tags')).toEqual(['Berlin', 'Vollzeit']);
    expect(copyOf('footer')).toEqual({ copyright: '© {{year}} {{company}}' });
  });

  it('refuses a missing key or a plain string, so a page never renders half its copy', () => {
    expect(() => copyOf('nothing')).toThrow('Missing copy: nothing');
    expect(() => copyOf('plain')).toThrow('Missing copy: plain');
  });

  it('reaches a string inside a list by index with t()', () => {
    expect(translate('de', 'vacancies.0.title')).toBe('C#-Entwickler (m/w/d)');
  });
});

describe('RichText', () => {
  it('wraps the tagged part and keeps the rest as text', () => {
    render(
      <p data-testid="p">
        <RichText text="More in our <policy>privacy notice</policy>, please." tags={{ policy: (text) => <a href="/x">{text}</a> }} />
      </p>,
    );
    expect(screen.getByTestId('p').innerHTML).toBe('More in our <a href="/x">privacy notice</a>, please.');
  });

  it('shows the inner text of a tag it has no wrapper for, and never markup from the copy', () => {
    render(
      <p data-testid="p">
        <RichText text="a <b>bold</b> <img src=x> c" tags={{}} />
      </p>,
    );
    expect(screen.getByTestId('p').textContent).toBe('a bold <img src=x> c');
    expect(screen.getByTestId('p').querySelector('img')).toBeNull();
  });
});
