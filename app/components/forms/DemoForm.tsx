import { useTranslation } from '../../i18n/use-translation.tsx';
import { askLabelKey } from '../../shared/asks.ts';
import { site } from '../../shared/site.ts';
import { FormField } from './FormField.tsx';
import { FormShell } from './FormShell.tsx';
import { useLeadForm } from './use-lead-form.ts';

interface Props {
  formId: string;
  /** A page's own heading for the form (the IFC viewer's); the shared one otherwise. */
  title?: string;
}

/**
 * The spec's demo or sign-up request: it asks for a demo, and once accepted the visitor goes on to the
 * app's registration page, so the trial can start while the demo is arranged.
 */
export function DemoForm({ formId, title }: Props) {
  const { t } = useTranslation('common');
  const form = useLeadForm({
    kind: 'demo',
    onSent: () => window.location.assign(site.external.register),
  });
  return (
    <FormShell
      kind="demo"
      formId={formId}
      title={title ?? t('forms.demo.title')}
      intro={t('forms.demo.intro')}
      submit={t(askLabelKey('demo'))}
      sentText={t('forms.demo.sent')}
      privacy={t('forms.demo.privacy')}
      status={form.status}
      onSubmit={form.onSubmit}
    >
      <FormField formId={formId} field={form.field('name')} label={t('forms.name')} autoComplete="name" required />
      <FormField formId={formId} field={form.field('email')} label={t('forms.email')} type="email" autoComplete="email" required />
      <FormField formId={formId} field={form.field('phone')} label={t('forms.phone')} type="tel" autoComplete="tel" />
    </FormShell>
  );
}
