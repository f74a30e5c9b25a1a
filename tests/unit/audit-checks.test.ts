import { describe, expect, it } from 'vitest';
import { checkExampleMarker } from '../../scripts/audit/example-marker.ts';
import { checkHeads } from '../../scripts/audit/head.ts';
import { checkOneAsk } from '../../scripts/audit/one-ask.ts';
import { report } from '../../scripts/audit/report.ts';
import { checkSecurityHeaders } from '../../scripts/audit/security-headers.ts';

const origin = 'https://www.lotrecht.example';
const page = (path: string, title: string, extra = '') =>
  `<!DOCTYPE html><html lang="${path.split('/')[1]}"><head><title>${title}</title>` +
  `<meta name="description" content="A description that is long enough to pass the lower bound of fifty characters.">` +
  `<link rel="canonical" href="${origin}${path}">` +
  `<link rel="alternate" hreflang="de" href="${origin}/de${path.slice(3)}"><link rel="alternate" hreflang="en" href="${origin}/en${path.slice(3)}">` +
  `<link rel="alternate" hreflang="x-default" href="${origin}/de${path.slice(3)}">` +
  ['og:title', 'og:description', 'og:url', 'og:locale', 'og:image'].map((p) => `<meta property="${p}" content="x">`).join('') +
  `${extra}</head><body></body></html>`;

describe('audit: head check', () => {
  it('passes pages whose heads are complete and point at each other', () => {
    const pages = new Map([
      ['/de/a', page('/de/a', 'Seite A | Lotrecht')],
      ['/en/a', page('/en/a', 'Page A | Lotrecht')],
    ]);
    expect(checkHeads(pages).every((finding) => finding.ok)).toBe(true);
  });

  it('fails a short title, a wrong canonical, a duplicate title, a one-sided hreflang and broken JSON-LD', () => {
    const broken = page('/de/b', 'Kurz', '<script type="application/ld+json">{nope</script>').replace(`${origin}/de/b"`, `${origin}/de/x"`);
    const pages = new Map([
      ['/de/a', page('/de/a', 'Doppelter Titel | Lotrecht')],
      ['/de/c', page('/de/c', 'Doppelter Titel | Lotrecht')],
      ['/de/b', broken],
    ]);
    const details = checkHeads(pages)
      .filter((finding) => !finding.ok)
      .map((finding) => `${finding.page}: ${finding.detail}`)
      .join('\n');
    expect(details).toContain('/de/b: title has 4 characters');
    expect(details).toContain('canonical is https://www.lotrecht.example/de/x');
    expect(details).toContain('JSON-LD does not parse');
    expect(details).toContain('same title as /de/c');
    expect(details).toContain('hreflang en points to https://www.lotrecht.example/en/a, which is not a page');
  });
});

describe('audit: example notice', () => {
  const body = (inside: string) => `<!DOCTYPE html><html lang="de"><body>${inside}<header></header><main></main></body></html>`;
  const notice = '<aside class="m" aria-label="Hinweis zu dieser Website" data-example-marker=""><p>Beispielauftritt</p></aside>';
  const failures = (pages: Map<string, string>, exampleData: boolean) =>
    checkExampleMarker(pages, exampleData)
      .filter((finding) => !finding.ok)
      .map((finding) => `${finding.page}: ${finding.detail}`);

  it('passes a page with exactly one notice while the company is the example, and fails none or two', () => {
    const pages = new Map([
      ['/de/a', body(notice)],
      ['/de/b', body('')],
      ['/de/c', body(notice + notice)],
      // Not the marker: a longer attribute name, and the words in text or in a script's data.
      ['/de/d', body('<p data-example-marker-x="">data-example-marker</p><script>"<aside data-example-marker"</script>')],
    ]);
    expect(failures(pages, true)).toEqual([
      '/de/b: example notices (data-example-marker): 0, expected 1 while exampleData is true',
      '/de/c: example notices (data-example-marker): 2, expected 1 while exampleData is true',
      '/de/d: example notices (data-example-marker): 0, expected 1 while exampleData is true',
    ]);
  });

  it('fails any notice once the company is real', () => {
    const pages = new Map([
      ['/en/a', body(notice)],
      ['/en/b', body('')],
    ]);
    expect(failures(pages, false)).toEqual(['/en/a: example notices (data-example-marker): 1, expected 0 while exampleData is false']);
  });
});

describe('audit: security headers', () => {
  const good = {
    'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
  };
  const reply = (headers: Record<string, string>) => ({ status: 200, headers, body: Buffer.alloc(0) });

  it('accepts the headers the server sends', () => {
    expect(checkSecurityHeaders({ page: reply(good) }).ok).toBe(true);
  });

  it('refuses inline scripts, a short HSTS and a server banner', () => {
    const finding = checkSecurityHeaders({
      page: reply({
        ...good,
        'content-security-policy': "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=300',
        server: 'nginx/1.22',
      }),
    });
    expect(finding.ok).toBe(false);
    expect(finding.detail).toContain('unsafe-inline');
    expect(finding.detail).toContain('HSTS missing or shorter than 6 months');
    expect(finding.detail).toContain('names its server software');
  });

  it("accepts 'wasm-unsafe-eval', which allows compiling WebAssembly and nothing else", () => {
    const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-x'; frame-ancestors 'none'";
    expect(checkSecurityHeaders({ page: reply({ ...good, 'content-security-policy': csp }) })).toMatchObject({ ok: true });
  });

  it("refuses 'unsafe-eval' in script-src, also beside 'wasm-unsafe-eval' and in default-src", () => {
    for (const csp of [
      "script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
      "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; frame-ancestors 'none'",
      "default-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
    ]) {
      const finding = checkSecurityHeaders({ page: reply({ ...good, 'content-security-policy': csp }) });
      expect(finding.ok, csp).toBe(false);
      expect(finding.detail, csp).toContain("scripts allow 'unsafe-eval'");
    }
  });
});

describe('audit: one ask per page', () => {
  const form = (action: string) => `<form id="x" method="post" action="${action}"><button>Send</button></form>`;
  const html = (main: string, footer = '') => `<!DOCTYPE html><html><body><main>${main}</main><footer>${footer}</footer></body></html>`;
  const failed = (pages: Map<string, string>) =>
    checkOneAsk(pages)
      .filter((finding) => !finding.ok)
      .map((finding) => finding.page);

  it('passes one request form in main, with the newsletter in the footer and a finder that sends nothing', () => {
    const pages = new Map([
      ['/de/one', html(form('/api/contact') + '<form id="finder"><button>Show</button></form>', form('/api/newsletter'))],
      ['/de/none', html('<p>No form</p>')],
    ]);
    expect(failed(pages)).toEqual([]);
  });

  it('fails two stacked request forms, whatever they ask for', () => {
    const pages = new Map([
      ['/de/two', html(form('/api/demo') + form('/api/contact'))],
      ['/de/newsletter-in-main', html(form('/api/contact') + form('/api/newsletter'))],
    ]);
    expect(failed(pages)).toEqual(['/de/two']);
  });
});

describe('audit: report', () => {
  it('ends with the plain summary line and spells out failures', () => {
    const text = report(
      [
        { page: '/de', check: 'axe', ok: true },
        { page: '/de', check: 'links', ok: false, detail: '/de/x answers 404' },
        { page: 'site', check: 'observatory', ok: true, detail: 'grade A+' },
      ],
      ['https://blog.lotrecht.example/'],
    );
    expect(text.split('\n').at(-1)).toBe('audit: 2 passed, 1 failed');
    expect(text).toContain('/de links: /de/x answers 404');
    expect(text).toMatch(/^\/de\s+\| ok\s+\| –\s+\| –\s+\| FAIL/m);
  });
});
