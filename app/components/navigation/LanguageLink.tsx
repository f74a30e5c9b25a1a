import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang, usePage } from '../../context/page.tsx';
import { storeLanguageChoice } from '../../lib/language-choice.ts';
import type { Lang } from '../../shared/languages.ts';
import { pathTo, reloadsOnLanguageSwitch } from '../../shared/pages.ts';

interface Props {
  to: Lang;
  className?: string;
  children: ReactNode;
}

/**
 * The page being shown in another language; remembers the choice and replaces the history entry.
 * Where the registry asks for it (the careers page), the other language is loaded as a new document.
 */
export function LanguageLink({ to, className, children }: Props) {
  const current = useLang();
  const page = usePage();
  const reload = reloadsOnLanguageSwitch(page);
  const href = pathTo(page, to);
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    storeLanguageChoice(to);
    // A plain click only: a new tab or window (modifier keys, middle button) stays the browser's.
    if (!reload || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // `reloadDocument` alone would push a history entry; the spec replaces it in every case.
    event.preventDefault();
    window.location.replace(href);
  };
  return (
    <Link
      to={href}
      replace
      reloadDocument={reload}
      lang={to}
      hrefLang={to}
      aria-current={to === current ? 'true' : undefined}
      className={className}
      onClick={choose}
    >
      {children}
    </Link>
  );
}
