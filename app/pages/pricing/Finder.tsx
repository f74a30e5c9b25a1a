import { type FormEvent, useRef, useState } from 'react';
import { readFields } from '../../components/forms/dom-fields.ts';
import { Band } from '../../components/sections/Band.tsx';
import { SectionHeading } from '../../components/sections/SectionHeading.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './Finder.module.css';
import { FinderResult } from './FinderResult.tsx';
import { requestOffer } from './inquiry.ts';
import { type Answers, completeAnswers, finderQuestions, type Recommendation, recommend } from './recommend.ts';

/**
 * The pricing-model finder: four questions as native radio groups, a button that shows the
 * recommended model with its reason, and a way to send the answers to the contact form. Without
 * JavaScript it is hidden (`scripting: none`) in favour of a hint, so no control does nothing. The
 * radios hold the answers themselves (dom-fields.ts), so one chosen before the script ran counts.
 */
export function Finder() {
  const { t, copy } = useTranslation('pricing');
  const questions = copy('finder.questions');
  const models = copy('models.items');
  const [result, setResult] = useState<Recommendation | null>(null);
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const answered = () => {
    // A changed answer makes the shown recommendation stale; the visitor asks again.
    setResult(null);
    setMissing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = answersIn(event.currentTarget);
    const complete = completeAnswers(answers);
    if (!complete) {
      setMissing(true);
      const open = finderQuestions.find((question) => answers[question.id] === undefined);
      form.current?.querySelector<HTMLInputElement>(`input[name="finder-${open?.id}"]`)?.focus();
      return;
    }
    setResult(recommend(complete));
  };

  const offer = () => {
    const complete = form.current && completeAnswers(answersIn(form.current));
    if (!complete || !result) return;
    const lines = [
      t('finder.message.intro'),
      t('finder.message.model', { model: models[result.model].name }),
      ...finderQuestions.map((question) =>
        t('finder.message.answer', {
          question: questions[question.id].short,
          answer: (questions[question.id].options as Record<string, string>)[complete[question.id]] ?? '',
        }),
      ),
      t('finder.message.closing'),
    ];
    requestOffer(lines.join('\n'));
    // The form is a lazy section: scrolling to it loads it if it has not come yet; it takes focus then.
    document.getElementById('contact')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Band id="finder" labelledBy="finder-title" tone="warm">
      <SectionHeading id="finder-title" eyebrow={t('finder.eyebrow')} title={t('finder.title')} intro={t('finder.intro')} />
      <p className={styles.noScript}>{t('finder.noScript')}</p>
      <div className={styles.layout}>
        <form ref={form} className={styles.form} aria-labelledby="finder-title" noValidate onSubmit={onSubmit}>
          <div className={styles.questions}>
            {finderQuestions.map((question, index) => (
              <fieldset key={question.id} className={styles.question}>
                <legend className={styles.legend}>
                  <span className={styles.step} aria-hidden="true">
                    {index + 1}
                  </span>
                  {questions[question.id].legend}
                </legend>
                {question.options.map((option) => (
                  <label key={option} className={styles.option}>
                    <input type="radio" name={`finder-${question.id}`} value={option} onChange={answered} />
                    <span>{(questions[question.id].options as Record<string, string>)[option]}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className={styles.submitRow}>
            <button type="submit" className={styles.submit}>
              {t('finder.submit')}
            </button>
            <p role="alert" className={styles.missing}>
              {missing ? t('finder.missing') : ''}
            </p>
          </div>
        </form>
        <FinderResult result={result} onOffer={offer} />
      </div>
    </Band>
  );
}

/** The answers checked in the finder's form; a question without one is left out. */
function answersIn(form: HTMLFormElement): Partial<Answers> {
  const checked = readFields(
    form,
    finderQuestions.map((question) => `finder-${question.id}` as const),
  );
  return Object.fromEntries(
    finderQuestions.flatMap((question) => {
      const option = checked[`finder-${question.id}`];
      return (question.options as readonly string[]).includes(option) ? [[question.id, option]] : [];
    }),
  );
}
