import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { FormSection } from '../../components/sections/FormSection.tsx';
import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { homeStructuredData } from '../../lib/structured-data.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

export const loader = pageLoader;
export const meta: typeof pageMeta = ({ loaderData }) =>
  loaderData ? [...pageMeta({ loaderData }), ...homeStructuredData(createTranslator<'home'>(loaderData.messages.home, loaderData.lang))] : [];

function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageIntro title={t('hero.title')} intro={t('hero.intro')} />
      <FormSection>
        <ContactForm formId="contact" />
      </FormSection>
    </>
  );
}

export default withPageCopy(HomePage);
