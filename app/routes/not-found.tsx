import { useTranslation } from '../i18n/use-translation.tsx';
import { Link, type MetaArgs } from 'react-router';
import { PageIntro } from '../components/PageIntro.tsx';
import { isLang, pathTo } from '../content/routes.ts';
import type { Catalog } from '../i18n/catalog.ts';
import { lookup } from '../i18n/catalog.ts';

// No loader: the copy comes with the layout, so unknown paths need no data file.
export function meta({ matches, params }: MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/language-layout')?.loaderData as
    | { messages?: { common?: Catalog } }
    | undefined;
  if (!layout?.messages || !isLang(params.lang)) return [];
  return [
    { title: lookup(layout.messages, 'common', 'notFound.meta.title') },
    { name: 'description', content: lookup(layout.messages, 'common', 'notFound.meta.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  const { t, lang } = useTranslation('common');
  return (
    <>
      <PageIntro title={t('notFound.title')} intro={t('notFound.text')} />
      <p className="container">
        <Link to={pathTo('home', lang)}>{t('notFound.home')}</Link>
      </p>
    </>
  );
}
