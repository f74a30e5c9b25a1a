import type { HTMLAttributes } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { type Lang, languages, type PageRef } from '../content/routes.ts';
import { LanguageLink } from './LanguageLink.tsx';

interface Props extends HTMLAttributes<HTMLUListElement> {
  lang: Lang;
  page: PageRef;
  linkClassName?: string;
  /** "DE" and "EN" (with the full name for assistive technology) instead of "Deutsch" and "English". */
  short?: boolean;
}

/** Every language as a link to the current page in it; each language is named in itself. */
export function LanguageLinks({ lang, page, linkClassName, short = false, ...list }: Props) {
  const { t } = useTranslation('common');
  return (
    <ul {...list}>
      {languages.map((code) => (
        <li key={code}>
          <LanguageLink to={code} current={lang} page={page} className={linkClassName}>
            {short ? <abbr title={t(`languages.${code}`)}>{t(`languageSwitch.short.${code}`)}</abbr> : t(`languages.${code}`)}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
