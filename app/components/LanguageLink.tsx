import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Lang, type PageRef, pathTo } from '../content/routes.ts';
import { storeLanguageChoice } from '../lib/language-choice.ts';

interface Props {
  to: Lang;
  current: Lang;
  page: PageRef;
  className?: string;
  children: ReactNode;
}

/** The same page in another language; remembers the choice and replaces the history entry. */
export function LanguageLink({ to, current, page, className, children }: Props) {
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
