import { useEffect } from 'react';
import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { FormSection } from '../../components/sections/FormSection.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useInquiry } from './inquiry.ts';

/**
 * The contact form at the foot of the page, which the finder and the model cards fill: the request
 * goes into its message, and focus to its first field, the one the visitor still has to fill.
 */
export function PricingContact() {
  const { copy } = useTranslation('pricing');
  const inquiry = useInquiry();
  useEffect(() => {
    if (inquiry) document.getElementById('contact-name')?.focus();
  }, [inquiry]);
  return (
    <FormSection>
      <ContactForm formId="contact" heading={copy('form')} prefill={inquiry ?? undefined} />
    </FormSection>
  );
}
