import { ContactForm } from '../forms/ContactForm.tsx';
import { FormSection } from './FormSection.tsx';

interface Props {
  formId: string;
  variant?: 'message' | 'callback';
  /** The page's own heading for the form. */
  heading?: { title: string; intro: string };
}

/** The contact form in its band at the foot of a page. */
export function ContactBand(props: Props) {
  return (
    <FormSection>
      <ContactForm {...props} />
    </FormSection>
  );
}
