// @vitest-environment jsdom
// The islands' parts that need no build: the props that may cross to the browser, the triggers, the
// page's React Router runtime taken out, and an island rendered on its own on the server and
// hydrated on its own in the browser, markup and ids alike.
import { act, useId, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLang } from '../../app/context/page.tsx';
import { useTranslation } from '../../app/i18n/use-translation.tsx';
import { defineIsland } from '../../app/islands/define-island.ts';
import { IslandRoot } from '../../app/islands/IslandRoot.tsx';
import { islandPropsProblem } from '../../app/islands/island-props.ts';
import { islandRenderer } from '../../app/islands/render-islands.server.tsx';
import { holdInput } from '../../app/islands/replay.ts';
import { hydrateIsland } from '../../app/islands/runtime.tsx';
import { watchTrigger } from '../../app/islands/triggers.ts';
import { useEnhanced } from '../../app/lib/use-enhanced.tsx';
import { stripReactRouter } from '../../scripts/strip-react-router.ts';

describe('island props', () => {
  it('take plain data', () => {
    expect(islandPropsProblem({ name: 'builders', count: 3, open: false, none: null, list: [{ a: 'b' }] })).toBeUndefined();
  });

  it('refuse what JSON would lose or change, and more than 2 KB', () => {
    expect(islandPropsProblem({ onClick: () => {} })).toBe('hold a function at props.onClick, which is no JSON');
    expect(islandPropsProblem({ picture: <img alt="" /> })).toMatch(/^hold a symbol at props\.picture\.\$\$typeof/);
    expect(islandPropsProblem({ at: new Date(0) })).toBe('hold a Date at props.at, which is no JSON');
    expect(islandPropsProblem({ ratio: Number.NaN })).toBe('hold NaN at props.ratio');
    expect(islandPropsProblem({ text: 'x'.repeat(2100) })).toMatch(/^take 2111 bytes as JSON/);
  });
});

describe('island triggers', () => {
  function setup(trigger: 'live' | 'input' | 'visible') {
    const element = document.createElement('div');
    document.body.append(element);
    const idle: (() => void)[] = [];
    const near: (() => void)[] = [];
    let input!: () => void;
    const firstInput = new Promise<void>((resolve) => (input = resolve));
    const hydrate = vi.fn();
    watchTrigger(element, trigger, hydrate, { idle: (callback) => idle.push(callback), near: (_, callback) => near.push(callback), firstInput });
    return { element, idle, near, input, hydrate };
  }

  it('hydrate a live island when the browser is idle', () => {
    const { idle, hydrate } = setup('live');
    expect(hydrate).not.toHaveBeenCalled();
    idle[0]!();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('hydrate an island at the first input on it, once', () => {
    const { element, idle, hydrate } = setup('input');
    expect(idle).toEqual([]);
    element.dispatchEvent(new Event('pointerover'));
    element.dispatchEvent(new Event('focusin'));
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('hydrate a visible island near the viewport only after the page’s first input, or at once on input on it', async () => {
    const first = setup('visible');
    await Promise.resolve();
    expect(first.near).toEqual([]);
    first.input();
    await vi.waitFor(() => expect(first.near).toHaveLength(1));
    first.near[0]!();
    first.idle[0]!();
    expect(first.hydrate).toHaveBeenCalledOnce();

    const second = setup('visible');
    second.element.dispatchEvent(new Event('pointerdown'));
    expect(second.hydrate).toHaveBeenCalledOnce();
    second.input();
    await Promise.resolve();
    second.near[0]?.();
    second.idle[0]?.();
    expect(second.hydrate).toHaveBeenCalledOnce();
  });
});

describe('input held until an island hydrates', () => {
  it('holds a submit and sends it again, with the same button, once hydrated; a failed island lets the next one through', () => {
    const element = document.createElement('div');
    element.innerHTML = '<form><input name="q" value="a"><button name="go" value="1">Go</button><button name="other">Other</button></form>';
    document.body.append(element);
    const form = element.querySelector('form')!;
    const received: (string | null)[] = [];
    const held = holdInput(element, 'submit');
    const before = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: element.querySelector('button')! });
    form.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    // The hydrated form's own handler, as React's would be.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      received.push((event.submitter as HTMLButtonElement | null)?.name ?? null);
    });
    held.replay();
    expect(received).toEqual(['go']);
    held.replay();
    expect(received).toEqual(['go']);

    const other = document.createElement('div');
    other.innerHTML = '<form></form>';
    const failed = holdInput(other, 'submit');
    failed.stop();
    const after = new SubmitEvent('submit', { cancelable: true, bubbles: true });
    other.querySelector('form')!.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('lets a click take its own course and clicks the same link again once hydrated', () => {
    const element = document.createElement('div');
    element.innerHTML = '<a href="#one">One</a><a href="#two"><span>Two</span></a>';
    document.body.append(element);
    const held = holdInput(element, 'click');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const clicked: string[] = [];
    element.addEventListener('click', (event) => {
      event.preventDefault();
      clicked.push((event.target as HTMLAnchorElement).getAttribute('href')!);
    });
    held.replay();
    expect(clicked).toEqual(['#two']);
  });

  it('holds a pressed link and presses the button it has become once hydrated, or follows the link if the code never comes', () => {
    const element = document.createElement('div');
    element.innerHTML = '<a href="/en/privacy-notice#cookies">Cookie settings</a>';
    document.body.append(element);
    const held = holdInput(element, 'press');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Hydrated: React has made the link a button.
    element.innerHTML = '<button type="button">Cookie settings</button>';
    const pressed = vi.fn();
    element.querySelector('button')!.addEventListener('click', pressed);
    held.replay();
    expect(pressed).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(element.querySelector('button'));

    const other = document.createElement('div');
    other.innerHTML = '<a href="#cookies">Cookie settings</a>';
    document.body.append(other);
    const failed = holdInput(other, 'press');
    other.querySelector('a')!.click();
    expect(window.location.hash).toBe('');
    failed.stop();
    expect(window.location.hash).toBe('#cookies');
  });
});

describe('a page built as islands', () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<script>(function(){document.documentElement.dataset.consentAsk="";})()</script>',
    '<style data-site-css=""></style></head><body><main>Hi</main>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
    '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");</script>',
    '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script>',
    '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
  ].join('');

  it('keeps its HTML, data blocks and head script, and loads the island loader after the first paint instead of React Router', () => {
    const out = stripReactRouter(page, '/assets/islands-1.js');
    const start = /<script type="module">([\s\S]*?)<\/script><\/body><\/html>$/.exec(out);
    expect(start?.[1]).toContain('import("/assets/islands-1.js")');
    expect(start?.[1]).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(out.replace(start![0], '</body></html>')).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        '<script>(function(){document.documentElement.dataset.consentAsk="";})()</script>',
        '<style data-site-css=""></style></head><body><main>Hi</main>',
        '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
      ].join(''),
    );
  });

  it('puts in what a page holds back until the first paint only on a page that holds something back', () => {
    expect(stripReactRouter(page, '/assets/islands-1.js')).not.toContain('putIn');
    const later = page.replace(
      '</body>',
      '<noscript data-after-paint="/assets/page-1.css"><link rel="stylesheet" href="/assets/page-1.css"/></noscript></body>',
    );
    const start = /<script type="module">([\s\S]*?)<\/script><\/body><\/html>$/.exec(stripReactRouter(later, '/assets/islands-1.js'))![1]!;
    expect(start).toContain('document.querySelectorAll("noscript[data-after-paint]")');
    expect(start).toContain('started = true; putIn(); import("/assets/islands-1.js")');
  });

  it('refuses a page whose scripts it does not know', () => {
    expect(() => stripReactRouter(page.replace('<main>', '<script src="/x.js"></script><main>'), '/l.js')).toThrow(/a script it does not know/);
    expect(() => stripReactRouter(page.replace(/<script type="module" async="">[\s\S]*?<\/script>/, ''), '/l.js')).toThrow(/no bootstrap/);
  });
});

describe('an island', () => {
  // React's development build warns of the two renderers this test runs in one process (a
  // server's concurrent renders are normal), and of act() outside a test environment.
  const devOnly =
    /^Detected multiple renderers concurrently rendering the same context provider|^The current testing environment is not configured to support act/;
  function Counter({ start }: { start: number }) {
    const { t } = useTranslation('common');
    const lang = useLang();
    const enhanced = useEnhanced();
    const id = useId();
    const [count, setCount] = useState(start);
    return (
      <div lang={lang}>
        <button type="button" aria-controls={id} disabled={!enhanced} onClick={() => setCount(count + 1)}>
          {t('skipLink')} {count}
        </button>
        <output id={id}>{enhanced ? 'scripted' : 'html'}</output>
      </div>
    );
  }
  const island = defineIsland('counter', Counter, { namespaces: ['common'], trigger: 'input' });
  const messages = { common: { skipLink: 'Skip to content' } };

  it('renders on its own on the server and hydrates on its own in the browser, ids and all, then upgrades', async () => {
    const renderer = islandRenderer();
    const tree = (
      <IslandRoot lang="en" page={{ id: 'pricing' }} found messages={messages} scope={{ hydrating: true }}>
        <Counter start={2} />
      </IslandRoot>
    );
    const first = renderer.render(':r1:', 'counter', tree);
    const second = renderer.render(':r2:', 'counter', tree);
    expect(renderer.render(':r1:', 'counter', tree)).toBe(first);
    expect([first.key, second.key]).toEqual(['counter-0', 'counter-1']);
    const html = await second.html;
    expect(html).toContain('aria-controls="_counter-1R_');
    expect(html).toContain('disabled=""');

    window.history.replaceState(null, '', '/en/pricing');
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<div data-island="counter" data-island-key="counter-1">${html}</div>`;
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => hydrateIsland(element, island, { start: 2 }, messages));
    await vi.waitFor(() => expect(element.dataset.islandState).toBe('hydrated'));
    expect(errors.mock.calls.filter(([message]) => !devOnly.test(String(message)))).toEqual([]);
    expect(element.querySelector('output')!.textContent).toBe('scripted');
    const button = element.querySelector('button')!;
    expect(button.getAttribute('aria-controls')).toBe(element.querySelector('output')!.id);
    await act(async () => button.click());
    expect(button.textContent).toBe('Skip to content 3');
    errors.mockRestore();
  });

  it('stays as the page delivered it when its render fails', async () => {
    function Broken(): never {
      throw new Error('broken');
    }
    document.body.innerHTML = '<div data-island="broken" data-island-key="broken-0"><p>as delivered</p></div>';
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    hydrateIsland(element, defineIsland('broken', Broken, { namespaces: [], trigger: 'input' }), {}, {});
    await vi.waitFor(() => expect(element.dataset.islandState).toBe('failed'));
    expect(element.innerHTML).toBe('<p>as delivered</p>');
    expect(errors.mock.calls.some(([message]) => String(message).startsWith('Island "broken" failed'))).toBe(true);
    errors.mockRestore();
  });
});
