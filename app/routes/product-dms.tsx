import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { FormSection } from '../components/FormSection.tsx';
import { DemoForm } from '../components/forms/DemoForm.tsx';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/product-dms';

export const loader = ({ params }: Route.LoaderArgs) => pageData({ page: 'dms' }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function DmsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('dms');
  const { ref, lang } = loaderData;
  return (
    <>
      <PageIntro title={t('hero.title')} intro={t('hero.intro')} />
      <FormSection>
        <DemoForm formId="signup" lang={lang} page={ref} />
      </FormSection>
    </>
  );
}
