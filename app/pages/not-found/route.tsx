import type { MetaArgs } from 'react-router';
import { PageLink } from '../../components/navigation/PageLink.tsx';
import { PageIntro } from '../../components/sections/PageIntro.tsx';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Messages } from '../../shared/i18n/catalog.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { isLang } from '../../shared/languages.ts';
import { pathTo } from '../../shared/pages.ts';

// No loader: the copy comes with the layout, so unknown paths need no data file.
export function meta({ matches, params }: MetaArgs) {
  const layout = matches.find((match) => match?.id === 'layout/language-layout')?.loaderData as { messages?: Messages } | undefined;
  if (!layout?.messages || !isLang(params.lang)) return [];
  const { t } = createTranslator<'common'>(layout.messages.common, params.lang);
  return [
    { title: t('notFound.meta.title') },
    { name: 'description', content: t('notFound.meta.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <>
      <PageIntro title={t('notFound.title')} intro={t('notFound.text')} />
      <p className="container">
        <PageLink to={pathTo('home', lang)}>{t('notFound.home')}</PageLink>
      </p>
    </>
  );
}
