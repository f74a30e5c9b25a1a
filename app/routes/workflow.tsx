import { useTranslation } from '../i18n/use-translation.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import type { WorkflowName } from '../content/routes.ts';
import { pageData } from '../i18n/page-data.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/workflow';

export const loader = ({ params }: Route.LoaderArgs) =>
  pageData({ page: 'workflow', workflowName: params.workflowName as WorkflowName }, params.lang);
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData);

export default function WorkflowPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('workflows');
  const name = loaderData.ref.page === 'workflow' ? loaderData.ref.workflowName : 'architects';
  return <PageIntro title={t(`audiences.${name}.hero.title`)} intro={t(`audiences.${name}.hero.intro`)} />;
}
