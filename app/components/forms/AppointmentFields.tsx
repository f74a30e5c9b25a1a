import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnhanced } from '../../lib/use-enhanced.tsx';
import { offeredDays, timeWindows } from '../../shared/appointment.ts';
import styles from './AppointmentFields.module.css';
import formStyles from './forms.module.css';
import type { LeadFormField } from './use-lead-form.ts';

interface Props {
  formId: string;
  day: LeadFormField;
  time: LeadFormField;
}

/**
 * The preferred day (the browser's own date picker, which the keyboard can work) and the time window
 * (radio buttons in a fieldset of their own), together in one fieldset. Both optional, but only
 * together; the rules say which days can be had (shared/appointment.ts).
 */
export function AppointmentFields({ formId, day, time }: Props) {
  const { t } = useTranslation('common');
  // The page is prerendered at build time: only the browser knows which days lie ahead, so the
  // picker learns its limits once the script runs. Without it the server's check is what holds.
  const range = useEnhanced() ? offeredDays(new Date()) : undefined;
  const dayId = `${formId}-preferredDay`;
  const noteId = `${formId}-appointment-note`;
  const hintId = `${dayId}-hint`;
  const dayErrorId = `${dayId}-error`;
  const timeErrorId = `${formId}-timeWindow-error`;
  return (
    <fieldset className={styles.group} aria-describedby={noteId}>
      <legend className={styles.legend}>{t('forms.appointment.legend')}</legend>
      <p id={noteId} className={styles.note}>
        {t('forms.appointment.optional')}
      </p>
      <div className={formStyles.field}>
        <label htmlFor={dayId} className={formStyles.label}>
          {t('forms.appointment.day')}
        </label>
        <p id={hintId} className={styles.hint}>
          {t('forms.appointment.dayHint')}
        </p>
        <input
          id={dayId}
          ref={day.inputRef}
          name={day.name}
          type="date"
          min={range?.first}
          max={range?.last}
          className={`${formStyles.input} ${styles.day}`}
          aria-invalid={day.error ? true : undefined}
          aria-describedby={day.error ? `${hintId} ${dayErrorId}` : hintId}
          onChange={day.onChange}
        />
        {day.error && (
          <p id={dayErrorId} className={formStyles.error}>
            {dayErrorText(t, day.error.code)}
          </p>
        )}
      </div>
      <fieldset className={styles.windows} aria-describedby={time.error ? timeErrorId : undefined}>
        <legend className={formStyles.label}>{t('forms.appointment.window')}</legend>
        {timeWindows.map((option, index) => (
          <label key={option} className={styles.option}>
            <input
              ref={index === 0 ? time.inputRef : undefined}
              type="radio"
              name={time.name}
              value={option}
              className={styles.radio}
              onChange={time.onChange}
            />
            {t(`forms.appointment.windows.${option}`)}
          </label>
        ))}
        {time.error && (
          <p id={timeErrorId} className={formStyles.error}>
            {t(time.error.code === 'required' ? 'forms.errors.required.timeWindow' : 'forms.errors.invalid.timeWindow')}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}

type Translate = ReturnType<typeof useTranslation<'common'>>['t'];

function dayErrorText(t: Translate, code: NonNullable<LeadFormField['error']>['code']): string {
  if (code === 'required') return t('forms.errors.required.preferredDay');
  if (code === 'tooSoon' || code === 'tooLate' || code === 'notWorkingDay') return t(`forms.errors.day.${code}`);
  return t('forms.errors.invalid.preferredDay');
}
