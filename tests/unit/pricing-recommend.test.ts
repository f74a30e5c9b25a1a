import { describe, expect, it } from 'vitest';
import { pricingModels } from '../../app/pages/pricing/content.ts';
import { type Answers, completeAnswers, finderQuestions, recommend } from '../../app/pages/pricing/recommend.ts';
import { languages } from '../../app/shared/languages.ts';
import { locales } from '../support/locales.ts';

/** Every combination of answers the finder can be given. */
function everyAnswer(): Answers[] {
  let all: Record<string, string>[] = [{}];
  for (const question of finderQuestions) all = all.flatMap((done) => question.options.map((option) => ({ ...done, [question.id]: option })));
  return all as Answers[];
}

describe('the pricing-model finder rule', () => {
  it.each([
    [{ team: 'small', projects: 'several', partners: 'own', infrastructure: 'cloud' }, 'users', 'steadyTeam'],
    [{ team: 'small', projects: 'few', partners: 'own', infrastructure: 'cloud' }, 'users', 'steadyTeam'],
    [{ team: 'medium', projects: 'several', partners: 'external', infrastructure: 'cloud' }, 'projects', 'partners'],
    [{ team: 'medium', projects: 'few', partners: 'own', infrastructure: 'cloud' }, 'projects', 'fewProjects'],
    [{ team: 'large', projects: 'many', partners: 'own', infrastructure: 'cloud' }, 'enterprise', 'scale'],
    [{ team: 'small', projects: 'few', partners: 'external', infrastructure: 'storage' }, 'enterprise', 'storage'],
    [{ team: 'small', projects: 'few', partners: 'own', infrastructure: 'ownHosting' }, 'enterprise', 'ownHosting'],
    [{ team: 'large', projects: 'several', partners: 'own', infrastructure: 'cloud' }, 'users', 'steadyTeam'],
  ] as const)('%o recommends %s (%s)', (answers, model, reason) => {
    expect(recommend(answers)).toEqual({ model, reason });
  });

  it('recommends enterprise exactly when own hosting, VR or storage beyond the quotas is needed, or a large team runs many projects', () => {
    for (const answers of everyAnswer()) {
      const needsEnterprise = answers.infrastructure !== 'cloud' || (answers.team === 'large' && answers.projects === 'many');
      expect(recommend(answers).model === 'enterprise', JSON.stringify(answers)).toBe(needsEnterprise);
    }
  });

  it('reaches every model and every reason', () => {
    const results = everyAnswer().map(recommend);
    expect(new Set(results.map((result) => result.model))).toEqual(new Set(pricingModels));
    expect(new Set(results.map((result) => result.reason)).size).toBe(6);
  });

  it('asks three or four questions and waits until each has an answer', () => {
    expect(finderQuestions.length).toBeGreaterThanOrEqual(3);
    expect(finderQuestions.length).toBeLessThanOrEqual(4);
    expect(completeAnswers({ team: 'small', projects: 'few', partners: 'own' })).toBeUndefined();
    const full = { team: 'small', projects: 'few', partners: 'own', infrastructure: 'cloud' } as const;
    expect(completeAnswers(full)).toEqual(full);
  });
});

describe.each(languages)('pricing copy in %s', (lang) => {
  const copy = locales[lang];

  it('words every question, answer, model and reason', () => {
    for (const question of finderQuestions) {
      expect(copy.get(`pricing:finder.questions.${question.id}.legend`)).toBeTruthy();
      expect(copy.get(`pricing:finder.questions.${question.id}.short`)).toBeTruthy();
      for (const option of question.options) expect(copy.get(`pricing:finder.questions.${question.id}.options.${option}`)).toBeTruthy();
    }
    for (const model of pricingModels) expect(copy.get(`pricing:models.items.${model}.name`)).toBeTruthy();
    for (const reason of new Set(everyAnswer().map((answers) => recommend(answers).reason)))
      expect(copy.get(`pricing:finder.reasons.${reason}`)).toBeTruthy();
  });

  it('names no amount of money anywhere on the page', () => {
    for (const [key, text] of copy) {
      if (!key.startsWith('pricing:')) continue;
      expect(text, key).not.toMatch(/[€$£]|\b(EUR|USD|Euro|euros?)\b|\d+\s*,-/i);
    }
  });
});
