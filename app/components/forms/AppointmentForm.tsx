import { useTranslation } from '../../i18n/use-translation.tsx';
import { AppointmentFields } from './AppointmentFields.tsx';
import { FormField } from './FormField.tsx';
import { FormShell } from './FormShell.tsx';
import { useLeadForm } from './use-lead-form.ts';

/**
 * The demo request as an appointment request, where the site has no booking calendar: the demo form's
 * fields and a preferred day and time. Unlike the trial sign-up it stays on the page once sent (the
 * sales team confirms the appointment by mail), with JavaScript and, through `onSent`, without.
 */
export function AppointmentForm({ formId }: { formId: string }) {
  const { t } = useTranslation('common');
  const form = useLeadForm({ kind: 'demo' });
  return (
    <FormShell
      kind="demo"
      formId={formId}
      title={t('forms.appointment.title')}
      intro={t('forms.appointment.intro')}
      submit={t('forms.appointment.submit')}
      sentText={t('forms.appointment.sent')}
      status={form.status}
      onSubmit={form.onSubmit}
    >
      <input type="hidden" name="onSent" value="stay" />
      <FormField formId={formId} field={form.field('name')} label={t('forms.name')} autoComplete="name" required />
      <FormField formId={formId} field={form.field('email')} label={t('forms.email')} type="email" autoComplete="email" required />
      <FormField formId={formId} field={form.field('phone')} label={t('forms.phone')} type="tel" autoComplete="tel" />
      <AppointmentFields formId={formId} day={form.field('preferredDay')} time={form.field('timeWindow')} />
    </FormShell>
  );
}
