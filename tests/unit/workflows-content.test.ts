// The workflow pages' data and copy (spec section 2): the option and slide counts per audience, a text
// for every option and slide in both languages, role-specific copy with the spec's product facts, and
// the slider's clock and direction (spec sections 4 and 9).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type CarouselState, carouselReducer, initialCarouselState, progressOf, ticksPerSlide } from '../../app/components/widgets/carousel-state.ts';
import { audiences } from '../../app/content/audiences.ts';
import { productPages } from '../../app/content/products.ts';
import { workflows } from '../../app/content/workflows.ts';
import { workflowCopyLoader } from '../../app/pages/workflows/workflow-copy.server.ts';
import { type Lang, languages } from '../../app/shared/languages.ts';
import { type WorkflowName, workflowNames } from '../../app/shared/pages.ts';

interface AudienceCopy {
  features: { items: Record<string, { tab: string; title: string; body: string }> };
  slider?: { label: string; items: Record<string, { title: string; text: string }> };
  banner?: { alt: string };
  card: { name: string; title: string };
}

const root = path.resolve(import.meta.dirname, '../..');
const copyOf = (lang: Lang) =>
  JSON.parse(readFileSync(path.join(root, 'locales', lang, 'workflows.json'), 'utf8')) as { audiences: Record<WorkflowName, AudienceCopy> };

const counts: Record<WorkflowName, { options: number; slides: number }> = {
  architects: { options: 9, slides: 0 },
  'bim-managers': { options: 9, slides: 7 },
  'general-contractors': { options: 6, slides: 6 },
  builders: { options: 6, slides: 4 },
};

describe('workflow data', () => {
  it.each(workflowNames)('%s has the spec’s number of feature options and slides', (name) => {
    expect(workflows[name].features).toHaveLength(counts[name].options);
    expect(workflows[name].slides).toHaveLength(counts[name].slides);
    expect(new Set(workflows[name].features.map((feature) => feature.id)).size).toBe(counts[name].options);
    expect(new Set(workflows[name].slides.map((slide) => slide.id)).size).toBe(counts[name].slides);
  });

  it('links every option to a product page', () => {
    for (const name of workflowNames) for (const feature of workflows[name].features) expect(productPages).toContain(feature.page);
  });

  it('gives the banner to builders only: their costs by DIN 276 cost group, as the app shows them on a desktop and a phone', () => {
    expect(workflows.builders.banner?.name).toBe('site-costs');
    expect([workflows.builders.banner?.desktop.width, workflows.builders.banner?.phone.width]).toEqual([640, 320]);
    for (const name of workflowNames.filter((other) => other !== 'builders')) expect(workflows[name].banner).toBeUndefined();
  });

  it('sends civil engineers, project developers and project controllers to the architects, builders and bim-managers pages', () => {
    const byId = Object.fromEntries(audiences.map((audience) => [audience.id, audience.workflow]));
    expect(byId).toMatchObject({ civilEngineers: 'architects', projectDevelopers: 'builders', projectControllers: 'bim-managers' });
  });
});

describe.each(languages)('workflow copy (%s)', (lang) => {
  const copy = copyOf(lang).audiences;

  it('has a tab, a title and a two-to-three-sentence description for every option, and nothing more', () => {
    for (const name of workflowNames) {
      const items = copy[name].features.items;
      expect(Object.keys(items).sort()).toEqual(workflows[name].features.map((feature) => feature.id).sort());
      for (const [id, option] of Object.entries(items)) {
        expect(option.tab.length, `${name}.${id}.tab`).toBeGreaterThan(2);
        expect(option.title.length, `${name}.${id}.title`).toBeGreaterThan(5);
        const sentences = option.body.split(/[.!?](?:\s|$)/).filter((part) => part.trim());
        expect(sentences.length, `${name}.${id}.body: ${option.body}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${name}.${id}.body: ${option.body}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('has a title and a caption for every slide, and no slider copy for architects', () => {
    expect(copy.architects.slider).toBeUndefined();
    for (const name of workflowNames.filter((other) => other !== 'architects')) {
      const items = copy[name].slider?.items ?? {};
      expect(Object.keys(items).sort()).toEqual(workflows[name].slides.map((slide) => slide.id).sort());
      for (const slide of Object.values(items)) expect(slide.title && slide.text).toBeTruthy();
    }
  });

  it('writes no two options alike, across all audiences', () => {
    const bodies = workflowNames.flatMap((name) => Object.values(copy[name].features.items).map((option) => option.body));
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});

// The topics of each role (the list) and the product facts of spec section 1, in each audience's copy.
const topics: Record<WorkflowName, Record<Lang, RegExp[]>> = {
  architects: {
    de: [/Plankoordination|Planliste/, /Freigabe/, /\bRFI/, /Planst[äa]nd|Index/, /5 statt 10/, /Intelligente Suche/],
    en: [/plan coordination|drawing register/i, /approval/i, /\bRFI/, /revision/i, /5 steps[^.]*(instead of|not) 10/, /smart search/i],
  },
  'bim-managers': {
    de: [/Modellprüfung/, /\bBCF\b/, /Kollision/, /Regel/, /Property Set/, /Dashboard/, /3 Schritt/, /52\s?%/],
    en: [/model checking/i, /\bBCF\b/, /clash/i, /rule/i, /property set/i, /dashboard/i, /3 steps/, /52\s?%/],
  },
  'general-contractors': {
    de: [/Mängel|Mangel/, /Gewerk/, /Nachtr[äa]g/, /Bautagebuch/, /Terminplan/],
    en: [/defect/i, /trade/i, /change order/i, /site diary/i, /programme/i],
  },
  builders: {
    de: [/Fortschritt/, /Kosten/, /\bAVA\b/, /Entscheidung/, /Freigabe/, /Betrieb/, /Servern? in Deutschland/],
    en: [/progress/i, /cost/i, /\bAVA\b/, /decision/i, /approval|release/i, /operation/i, /servers in Germany/i],
  },
};

describe.each(languages)('role-specific copy (%s)', (lang) => {
  const copy = copyOf(lang).audiences;
  it.each(workflowNames)('%s names its role’s topics and facts', (name) => {
    const text = JSON.stringify(copy[name]);
    for (const topic of topics[name][lang]) expect(text, `${name}: ${topic}`).toMatch(topic);
  });
});

describe('slider clock and direction', () => {
  const run = (count: number, state: CarouselState, ticks: number) => {
    const reduce = carouselReducer(count);
    let next = state;
    for (let tick = 0; tick < ticks; tick++) next = reduce(next, { type: 'tick' });
    return next;
  };

  it('grows the progress by 0.05 a tick and moves on at 10, starting again from 0', () => {
    expect(ticksPerSlide).toBe(200);
    expect(progressOf(run(7, initialCarouselState, 1))).toBe(0.05);
    expect(progressOf(run(7, initialCarouselState, 199))).toBe(9.95);
    const moved = run(7, initialCarouselState, 200);
    expect(moved.index).toBe(1);
    expect(progressOf(moved)).toBe(0);
  });

  it('turns round at the last slide and again at the first (ping-pong)', () => {
    const visited: number[] = [0];
    let state = initialCarouselState;
    for (let step = 0; step < 8; step++) {
      state = run(4, state, ticksPerSlide);
      visited.push(state.index);
    }
    expect(visited).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2]);
  });

  it('lets the previous and next buttons wrap round and restart the progress', () => {
    const reduce = carouselReducer(6);
    const midway = run(6, initialCarouselState, 80);
    expect(reduce(midway, { type: 'previous' })).toEqual({ index: 5, direction: -1, ticks: 0 });
    expect(reduce({ index: 5, direction: 1, ticks: 40 }, { type: 'next' })).toEqual({ index: 0, direction: 1, ticks: 0 });
    expect(reduce(midway, { type: 'show', index: 3 })).toMatchObject({ index: 3, ticks: 0 });
  });
});

describe('the workflow pages’ loader', () => {
  const load = (url: string) => workflowCopyLoader({ request: new Request(url), params: {}, context: {} } as unknown as LoaderFunctionArgs);

  it('gives an audience page its own audience in full and only the cards of the others', () => {
    const { messages } = load('https://example.test/en/workflows/builders');
    const shipped = (messages.workflows as { audiences: Record<string, Record<string, unknown>> }).audiences;
    expect(Object.keys(shipped.builders!)).toEqual(
      expect.arrayContaining(['meta', 'hero', 'benefits', 'features', 'slider', 'banner', 'form', 'card']),
    );
    for (const name of workflowNames.filter((other) => other !== 'builders')) expect(Object.keys(shipped[name]!)).toEqual(['card']);
  });

  it('gives the index every card and no audience’s page copy', () => {
    const { messages } = load('https://example.test/de/workflows');
    const shipped = (messages.workflows as { audiences: Record<string, Record<string, unknown>> }).audiences;
    for (const name of workflowNames) expect(Object.keys(shipped[name]!)).toEqual(['card']);
  });
});
