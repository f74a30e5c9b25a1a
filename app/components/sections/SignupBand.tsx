import { Island } from '../../islands/Island.tsx';
import demoForm from '../forms/demo-form.island.tsx';
import styles from './ContactBand.module.css';
import { ContactNextSteps } from './ContactNextSteps.tsx';
import { FormSection } from './FormSection.tsx';

/** The trial sign-up in a band of its own: the form, and beside it how the trial starts. */
export function SignupBand({ formId }: { formId: string }) {
  return (
    <FormSection>
      <div className={styles.layout}>
        <Island of={demoForm} props={{ formId }} />
        <ContactNextSteps after="signup" />
      </div>
    </FormSection>
  );
}
