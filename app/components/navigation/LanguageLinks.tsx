import type { HTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { languages } from '../../shared/languages.ts';
import { LanguageLink } from './LanguageLink.tsx';

interface Props extends HTMLAttributes<HTMLUListElement> {
  linkClassName?: string;
  /** "DE" and "EN" (with the full name for assistive technology) instead of "Deutsch" and "English". */
  short?: boolean;
}

/** Every language as a link to the current page in it; each language is named in itself. */
export function LanguageLinks({ linkClassName, short = false, ...list }: Props) {
  const { t } = useTranslation('common');
  return (
    <ul {...list}>
      {languages.map((code) => (
        <li key={code}>
          <LanguageLink to={code} className={linkClassName}>
            {short ? <abbr title={t(`languages.${code}`)}>{t(`languageSwitch.short.${code}`)}</abbr> : t(`languages.${code}`)}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
