// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RfiFlow } from '../../app/components/signature/rfi-flow/RfiFlow.tsx';
import { rfi, stageIds, stages } from '../../app/components/signature/rfi-flow/rfi.ts';
import { moves, openingStep, stateOf, stepBy } from '../../app/components/signature/rfi-flow/steps.ts';
import { PageProvider } from '../../app/context/page.tsx';
import { RfiFlowSection } from '../../app/pages/task-issue/RfiFlowSection.tsx';
import type { Lang } from '../../app/shared/languages.ts';
import { viewToday } from '../../app/views/kit/dates.ts';
import { people } from '../../app/views/project.ts';
import { comparison } from '../../app/views/screens/plan-compare/floor-plan-data.ts';
import { withCopy } from '../support/page-copy.tsx';
import { rfiCopy } from './rfi-flow.copy.ts';

afterEach(cleanup);

function inPage(lang: Lang, ui: ReactNode) {
  return (
    <PageProvider lang={lang} page={{ id: 'taskIssue' }}>
      {ui}
    </PageProvider>
  );
}

/** Text with the no-break and narrow spaces of date formatting made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** Where each stage of a list (the stepper or the history) stands. */
const states = (list: Element) => [...list.children].map((item) => item.getAttribute('data-state'));

describe('the step logic', () => {
  it('has every stage before the step done, the step current and the rest to come', () => {
    expect([0, 1, 2, 3, 4].map((stage) => stateOf(stage, 2))).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect([0, 1, 2, 3, 4].map((stage) => stateOf(stage, 0))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect([0, 1, 2, 3, 4].map((stage) => stateOf(stage, 4))).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('keeps Back and Next within the first and the last stage', () => {
    expect(stepBy(2, 1, 5)).toBe(3);
    expect(stepBy(2, -1, 5)).toBe(1);
    expect(stepBy(4, 1, 5)).toBe(4);
    expect(stepBy(0, -1, 5)).toBe(0);
    expect(stepBy(1, 9, 5)).toBe(4);
    expect(moves(0, 5)).toEqual({ back: false, next: true });
    expect(moves(2, 5)).toEqual({ back: true, next: true });
    expect(moves(4, 5)).toEqual({ back: true, next: false });
  });

  it('opens on the last stage, the RFI closed, as the HTML shows it', () => {
    expect(openingStep(stages.length)).toBe(4);
  });
});

describe('the RFI and its data', () => {
  it('runs through the five stages of the product workflow in order of time, closed by the views\u2019 today', () => {
    expect(stages.map((stage) => stage.id)).toEqual([...stageIds]);
    expect(stageIds).toEqual(['request', 'assigned', 'checked', 'solved', 'approved']);
    const times = stages.map((stage) => stage.at);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)!.slice(0, 10) <= viewToday).toBe(true);
  });

  it('is answered by its due date, which the assignment set after the request', () => {
    const at = Object.fromEntries(stages.map((stage) => [stage.id, stage.at.slice(0, 10)]));
    expect(at.assigned! <= rfi.due).toBe(true);
    expect(at.solved! <= rfi.due).toBe(true);
  });

  it('is raised by the site manager, answered by the structural engineer, approved by the architect', () => {
    const by = Object.fromEntries(stages.map((stage) => [stage.id, people[stage.person].role]));
    expect(by).toEqual({ request: 'siteManager', assigned: 'siteManager', checked: 'structure', solved: 'structure', approved: 'architecture' });
    expect(people[rfi.people.assignee].role).toBe('structure');
    expect(people[rfi.people.approver].role).toBe('architecture');
  });

  it('links the floor plan in the index that added shaft S4, as the plan page compares it', () => {
    expect(rfi.plan).toEqual({ number: comparison.number, index: 'D' });
    expect(comparison.to.date <= stages[0]!.at).toBe(true);
  });
});

describe('the RFI without the script (server-rendered HTML)', () => {
  it.each(['de', 'en'] as const)('shows every stage in order, who and when, in %s', (lang) => {
    const copy = rfiCopy[lang].piece;
    const html = renderToString(inPage(lang, <RfiFlow copy={copy} />));
    expect(html).not.toContain(' style="');
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('false');
    expect(page.querySelector('article')?.getAttribute('aria-label')).toBe(copy.label);
    const history = page.querySelector(`ol[aria-label="${copy.history}"]`)!;
    expect([...history.querySelectorAll('h4')].map((heading) => heading.textContent)).toEqual(stageIds.map((id) => copy.stages[id].name));
    expect(states(history)).toEqual(['done', 'done', 'done', 'done', 'current']);
    // Nothing waits: no stage is shown as still to come.
    for (const id of stageIds.slice(1)) expect(html).not.toContain(copy.stages[id].pending!);
    for (const stage of stages) expect(history.textContent).toContain(people[stage.person].name);
    expect(history.querySelectorAll('time')).toHaveLength(5);
    expect(history.textContent).toContain('IMG_4127.jpg');
    expect(history.textContent).toContain('S-17_Deckendurchbruch-S4_Index-B.pdf');

    // The stepper is a plain list, the last stage reached; Back and Next are there, greyed out.
    const steps = page.querySelector(`ol[aria-label="${copy.steps}"]`)!;
    expect(steps.querySelectorAll('button')).toHaveLength(0);
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain(copy.stages.approved.name);
    const buttons = [...page.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([copy.back, copy.next]);
    for (const button of buttons) expect(button.hasAttribute('disabled')).toBe(true);

    const status = page.querySelector('output');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe(lang === 'de' ? 'Schritt 5 von 5: Freigegeben' : 'Step 5 of 5: Approved');
    expect(page.querySelector('[data-tone]')?.textContent).toBe(`${copy.statusLabel}: ${copy.stages.approved.status}`);
  });

  it('writes dates, names and the plan in the page language', () => {
    const de = plain(renderToString(inPage('de', <RfiFlow copy={rfiCopy.de.piece} />)));
    expect(de).toContain('Do., 19.11.2026, 07:42 Uhr');
    expect(de).toContain('Di., 24.11.2026');
    expect(de).toContain('QAK-B-ARC-GR-03-101, Index D');
    expect(de).toContain('weist die Rückfrage Selin Yılmaz (Tragwerksplanung) zu. Frist: Di., 24.11.2026.');
    const en = plain(renderToString(inPage('en', <RfiFlow copy={rfiCopy.en.piece} />)));
    expect(en).toContain('Thu 19 Nov 2026, 07:42');
    expect(en).toContain('assigns the RFI to Selin Yılmaz (Structural design). Due: Tue 24 Nov 2026.');
    expect(en).toContain('QAK-B-ARC-GR-03-101, rev. D');
  });

  it('sits in a band named by its heading, the ticket titled one level below', () => {
    const html = renderToString(inPage('de', withCopy('de', ['taskIssue'], <RfiFlowSection copy={rfiCopy.de} />)));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const band = page.querySelector('section');
    expect(band?.getAttribute('aria-labelledby')).toBe('rfi-flow-title');
    expect(page.getElementById('rfi-flow-title')?.tagName).toBe('H2');
    expect(page.getElementById('rfi-flow-title')?.textContent).toBe(rfiCopy.de.section.title);
    expect(page.querySelector('article h3')?.textContent).toBe(rfiCopy.de.piece.title);
  });
});

describe('the RFI with the script', () => {
  async function renderFlow(lang: Lang = 'de') {
    const copy = rfiCopy[lang].piece;
    const view = render(inPage(lang, <RfiFlow copy={copy} />));
    // The upgrade: the stages become buttons once the script has run.
    const steps = await screen.findAllByRole('button', { name: new RegExp(`^${copy.step.replace('{{number}}', '\\d')}:`) });
    const back = screen.getByRole('button', { name: copy.back });
    const next = screen.getByRole('button', { name: copy.next });
    const status = screen.getByRole('status');
    const chip = view.container.querySelector('header [data-tone]')!;
    const history = screen.getByRole('list', { name: copy.history });
    return { ...view, copy, steps, back, next, status, chip, history };
  }

  it('opens on the last stage, Next unavailable but still in reach', async () => {
    const { container, steps, back, next, status, chip } = await renderFlow();
    expect(container.querySelector('[data-enhanced]')?.getAttribute('data-enhanced')).toBe('true');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Schritt 1: Anfrage',
      'Schritt 2: Aufgabe erstellt',
      'Schritt 3: Geprüft',
      'Schritt 4: Beantwortet',
      'Schritt 5: Freigegeben',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, null, 'step']);
    // Every stage ticked, the last one too: the RFI is closed.
    for (const step of steps) expect(step.querySelector('svg')).not.toBeNull();
    expect(status.textContent).toBe('Schritt 5 von 5: Freigegeben');
    expect(chip.getAttribute('data-tone')).toBe('done');
    expect([back.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([false, false]);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(back.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(next);
    expect(status.textContent).toBe('Schritt 5 von 5: Freigegeben');
  });

  it('goes back one stage at a time: the later stages wait, the status says where the RFI stood', async () => {
    const { copy, steps, back, status, chip, history } = await renderFlow();
    fireEvent.click(back);
    expect(status.textContent).toBe('Schritt 4 von 5: Beantwortet');
    expect(chip.textContent).toBe('Status: Zur Freigabe');
    expect(chip.getAttribute('data-tone')).toBe('review');
    expect(states(history)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(within(history).getByText(copy.stages.approved.pending!)).toBeDefined();
    expect(steps[3]!.getAttribute('aria-current')).toBe('step');
    expect(steps[4]!.hasAttribute('aria-current')).toBe(false);

    fireEvent.click(back);
    fireEvent.click(back);
    fireEvent.click(back);
    expect(status.textContent).toBe('Schritt 1 von 5: Anfrage');
    expect(chip.textContent).toBe('Status: Offen');
    expect(states(history)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(back.getAttribute('aria-disabled')).toBe('true');
    // The last stage is ticked only once it is reached: now it shows its number.
    expect(steps[4]!.querySelector('svg')).toBeNull();
    expect(steps[0]!.querySelector('svg')).toBeNull();
    fireEvent.click(back);
    expect(status.textContent).toBe('Schritt 1 von 5: Anfrage');
  });

  it('goes forward with Next and jumps to a stage from the stepper', async () => {
    const { steps, back, next, status, chip, history } = await renderFlow();
    fireEvent.click(steps[0]!);
    expect(status.textContent).toBe('Schritt 1 von 5: Anfrage');
    fireEvent.click(next);
    expect(status.textContent).toBe('Schritt 2 von 5: Aufgabe erstellt');
    expect(chip.textContent).toBe('Status: Zugewiesen');
    fireEvent.click(next);
    expect(chip.textContent).toBe('Status: In Bearbeitung');
    expect(states(history)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    fireEvent.click(steps[4]!);
    expect(status.textContent).toBe('Schritt 5 von 5: Freigegeben');
    expect(chip.textContent).toBe('Status: Erledigt');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(back.getAttribute('aria-disabled')).toBe('false');
  });

  it('says the step in English on the English page', async () => {
    const { back, status, chip } = await renderFlow('en');
    fireEvent.click(back);
    expect(status.textContent).toBe('Step 4 of 5: Answered');
    expect(chip.textContent).toBe('Status: For approval');
  });
});
