// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../app/i18n/RichText.tsx';
import { translate } from '../../app/i18n/translate.ts';

afterEach(cleanup);

const catalog = {
  footer: { copyright: '© {{year}} {{company}}' },
  jobs: { count_one: '{{count}} offene Stelle', count_other: '{{count}} offene Stellen' },
  plain: 'Text',
};

describe('translate', () => {
  it('finds a dotted key and fills its placeholders', () => {
    expect(translate(catalog, 'de', 'footer.copyright', { year: 2026, company: 'Lotrecht GmbH' })).toBe('© 2026 Lotrecht GmbH');
  });

  it('takes the plural form the language asks for', () => {
    expect(translate(catalog, 'de', 'jobs.count', { count: 1 })).toBe('1 offene Stelle');
    expect(translate(catalog, 'de', 'jobs.count', { count: 3 })).toBe('3 offene Stellen');
  });

  it('leaves unknown placeholders visible and answers a missing key with the key', () => {
    expect(translate(catalog, 'en', 'footer.copyright', { year: 2026 })).toBe('© 2026 {{company}}');
    expect(translate(catalog, 'en', 'nothing.here')).toBe('nothing.here');
    expect(translate(catalog, 'en', 'footer')).toBe('footer');
  });
});

describe('RichText', () => {
  it('wraps the tagged part and keeps the rest as text', () => {
    render(<p data-testid="p"><RichText text="More in our <policy>privacy notice</policy>, please." tags={{ policy: (text) => <a href="/x">{text}</a> }} /></p>);
    expect(screen.getByTestId('p').innerHTML).toBe('More in our <a href="/x">privacy notice</a>, please.');
  });

  it('shows the inner text of a tag it has no wrapper for, and never markup from the copy', () => {
    render(<p data-testid="p"><RichText text="a <b>bold</b> <img src=x> c" tags={{}} /></p>);
    expect(screen.getByTestId('p').textContent).toBe('a bold <img src=x> c');
    expect(screen.getByTestId('p').querySelector('img')).toBeNull();
  });
});
