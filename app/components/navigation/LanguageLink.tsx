import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang, usePage } from '../../context/page.tsx';
import { storeLanguageChoice } from '../../lib/language-choice.ts';
import type { Lang } from '../../shared/languages.ts';
import { pathTo } from '../../shared/pages.ts';

interface Props {
  to: Lang;
  className?: string;
  children: ReactNode;
}

/** The page being shown in another language; remembers the choice and replaces the history entry. */
export function LanguageLink({ to, className, children }: Props) {
  const current = useLang();
  const page = usePage();
  return (
    <Link
      to={pathTo(page, to)}
      replace
      lang={to}
      hrefLang={to}
      aria-current={to === current ? 'true' : undefined}
      className={className}
      onClick={() => storeLanguageChoice(to)}
    >
      {children}
    </Link>
  );
}
