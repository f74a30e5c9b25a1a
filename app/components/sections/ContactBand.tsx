import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import type { FormAsk } from '../forms/ContactForm.tsx';
import contactForm from '../forms/contact-form.island.tsx';
import styles from './ContactBand.module.css';
import { ContactNextSteps } from './ContactNextSteps.tsx';
import { FormSection } from './FormSection.tsx';

interface Props {
  formId: string;
  variant?: 'message' | 'callback';
  /** What the form's button asks for, in the words of the link that leads here (a demo, a quote). */
  ask?: FormAsk;
  /** The page's own heading for the form. */
  heading?: { title: string; intro: string };
  /** Beside the form instead of what happens after sending it: the trial, on a page without a band for it. */
  aside?: ReactNode;
}

/** The contact form in its band at the foot of a page, with what happens after sending it beside it. */
export function ContactBand({ aside, ...form }: Props) {
  return (
    <FormSection>
      <div className={styles.layout}>
        <Island of={contactForm} props={form} />
        {aside ?? <ContactNextSteps />}
      </div>
    </FormSection>
  );
}
