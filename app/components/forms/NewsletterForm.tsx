import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormField } from './FormField.tsx';
import { FormShell } from './FormShell.tsx';
import { useLeadForm } from './use-lead-form.ts';

/** The footer's newsletter sign-up, the first step of the double opt-in. */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const form = useLeadForm({ kind: 'newsletter' });
  return (
    <FormShell
      kind="newsletter"
      formId="newsletter"
      title={t('newsletter.title')}
      intro={t('newsletter.text')}
      submit={t('newsletter.submit')}
      sentText={t('forms.newsletterSent')}
      status={form.status}
      onSubmit={form.onSubmit}
      tone="dark"
      // What the subscriber agrees to, how often, and how to withdraw: the consent stored with the sign-up.
      privacy={t('newsletter.consent')}
    >
      <FormField formId="newsletter" field={form.field('email')} label={t('newsletter.emailLabel')} type="email" autoComplete="email" required />
    </FormShell>
  );
}
