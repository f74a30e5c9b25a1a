import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { ContactForm } from '../components/forms/ContactForm.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/product-task-issue';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'taskIssue' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function TaskIssuePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('taskIssue');
  const { ref, lang } = loaderData;
  return (
    <>
      <PageIntro title={t('hero.title')} intro={t('hero.intro')} />
      <FormSection>
        <ContactForm formId="contact" lang={lang} page={ref} />
      </FormSection>
      <FormSection>
        <ContactForm formId="contact-us" lang={lang} page={ref} variant="callback" />
      </FormSection>
    </>
  );
}
