import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';

export const loader = pageLoader;
export const meta = pageMeta;

function BimModelPage() {
  const { t } = useTranslation('bimModel');
  return <PageIntro title={t('hero.title')} intro={t('hero.intro')} />;
}

export default withPageCopy(BimModelPage);
