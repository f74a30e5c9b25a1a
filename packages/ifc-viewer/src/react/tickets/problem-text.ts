import type { ValueProblem } from '../../tickets/property-types.ts';
import { formatNumber } from '../format-value.ts';
import type { Lang, ViewerTranslator } from '../viewer-copy.tsx';

export type FieldProblem = ValueProblem | { code: 'date' | 'past' | 'noChoice' | 'name' | 'nameTaken' | 'comment' };

/** The localized reason a field's value was refused, with its limit in the page's number format. */
export function problemText(t: ViewerTranslator['t'], lang: Lang, problem: FieldProblem, choice = false): string {
  switch (problem.code) {
    case 'required':
      return choice ? t('errors.requiredChoice') : t('errors.required');
    case 'min':
      return t(problem.exclusive ? 'errors.minExclusive' : 'errors.min', { limit: formatNumber(problem.limit, lang) });
    case 'max':
      return t('errors.max', { limit: formatNumber(problem.limit, lang) });
    case 'tooLong':
      return t('errors.tooLong', { limit: problem.limit });
    default:
      return t(`errors.${problem.code}`);
  }
}
