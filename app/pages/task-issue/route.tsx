import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { FormSection } from '../../components/sections/FormSection.tsx';
import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';

export const loader = pageLoader;
export const meta = pageMeta;

function TaskIssuePage() {
  const { t } = useTranslation('taskIssue');
  return (
    <>
      <PageIntro title={t('hero.title')} intro={t('hero.intro')} />
      <FormSection>
        <ContactForm formId="contact" />
      </FormSection>
      <FormSection>
        <ContactForm formId="contact-us" variant="callback" />
      </FormSection>
    </>
  );
}

export default withPageCopy(TaskIssuePage);
