import { ContactForm } from '../forms/ContactForm.tsx';
import styles from './ContactBand.module.css';
import { ContactNextSteps } from './ContactNextSteps.tsx';
import { FormSection } from './FormSection.tsx';

interface Props {
  formId: string;
  variant?: 'message' | 'callback';
  /** The page's own heading for the form. */
  heading?: { title: string; intro: string };
}

/** The contact form in its band at the foot of a page, with what happens after sending it beside it. */
export function ContactBand(props: Props) {
  return (
    <FormSection>
      <div className={styles.layout}>
        <ContactForm {...props} />
        <ContactNextSteps />
      </div>
    </FormSection>
  );
}
