import type { MouseEvent, ReactNode } from 'react';
import { useLang, usePage } from '../../context/page.tsx';
import { storeLanguageChoice } from '../../lib/language-choice.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import type { Lang } from '../../shared/languages.ts';
import { pathTo } from '../../shared/pages.ts';

interface Props {
  to: Lang;
  className?: string;
  children: ReactNode;
}

/**
 * The page being shown in another language, loaded as a new document: remembers the choice and
 * replaces the history entry (spec section 4), so Back leads to the page before this one.
 */
export function LanguageLink({ to, className, children }: Props) {
  const current = useLang();
  const page = usePage();
  const href = pathTo(page, to);
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    storeLanguageChoice(to);
    // A plain click only: a new tab or window (modifier keys, middle button) stays the browser's.
    if (!isPlainClick(event)) return;
    // Followed as a link, the switch would push a history entry; the spec replaces it.
    event.preventDefault();
    window.location.replace(href);
  };
  return (
    <a
      href={href}
      lang={to}
      hrefLang={to}
      data-language-switch=""
      aria-current={to === current ? 'true' : undefined}
      className={className}
      onClick={choose}
    >
      {children}
    </a>
  );
}
