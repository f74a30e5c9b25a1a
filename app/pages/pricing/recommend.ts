import type { PricingModel } from './content.ts';

/**
 * The pricing-model finder's questions as data: each with its answers, in the order shown. The
 * labels are in `finder.questions.<id>` of the page's locale file.
 */
export const finderQuestions = [
  { id: 'team', options: ['small', 'medium', 'large'] },
  { id: 'projects', options: ['few', 'several', 'many'] },
  { id: 'partners', options: ['own', 'external'] },
  { id: 'infrastructure', options: ['cloud', 'storage', 'ownHosting'] },
] as const;

type Question = (typeof finderQuestions)[number];
export type QuestionId = Question['id'];
/** One answer per question. */
export type Answers = { [Q in Question as Q['id']]: Q['options'][number] };

/** Why a model was recommended; each has its one-line reason in `finder.reasons`. */
export type Reason = 'ownHosting' | 'storage' | 'scale' | 'partners' | 'fewProjects' | 'steadyTeam';

export interface Recommendation {
  model: PricingModel;
  reason: Reason;
}

/**
 * Which model fits the answers. The first rule that applies wins, from the hard requirements (only
 * the enterprise plan has own hosting, VR and a storage quota agreed in the offer) to the shape of the work: many
 * changing partners or few large projects favour a price per project, a steady team across its
 * projects a price per user.
 */
export function recommend(answers: Answers): Recommendation {
  if (answers.infrastructure === 'ownHosting') return { model: 'enterprise', reason: 'ownHosting' };
  if (answers.infrastructure === 'storage') return { model: 'enterprise', reason: 'storage' };
  if (answers.team === 'large' && answers.projects === 'many') return { model: 'enterprise', reason: 'scale' };
  if (answers.partners === 'external') return { model: 'projects', reason: 'partners' };
  if (answers.projects === 'few' && answers.team !== 'small') return { model: 'projects', reason: 'fewProjects' };
  return { model: 'users', reason: 'steadyTeam' };
}

/**
 * What the finder shows before it is answered: the price per project, which fits the usual shape of a
 * construction project (partners who change with each project) and is what the rules give most often.
 */
export const typicalModel: PricingModel = 'projects';

/** The answers once every question has one; undefined while some are open. */
export function completeAnswers(partial: Partial<Answers>): Answers | undefined {
  return finderQuestions.every((question) => partial[question.id] !== undefined) ? (partial as Answers) : undefined;
}
