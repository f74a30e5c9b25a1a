import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { usePage } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';

export const loader = pageLoader;
export const meta = pageMeta;

function WorkflowPage() {
  const { t } = useTranslation('workflows');
  const page = usePage();
  const name = page.id === 'workflow' ? page.workflowName : 'architects';
  return <PageIntro title={t(`audiences.${name}.hero.title`)} intro={t(`audiences.${name}.hero.intro`)} />;
}

export default withPageCopy(WorkflowPage);
