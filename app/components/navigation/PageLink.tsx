import type { AnchorHTMLAttributes } from 'react';
import { useShownPath } from '../../context/page.tsx';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The site path, e.g. from `pathTo`, optionally with a query or `#fragment`. */
  to: string;
}

/**
 * A link to another page of the site. Every page is its own document, prerendered and usually
 * speculatively loaded before the click, so a plain anchor is the fastest way there; the link to the
 * page being shown is marked as the current page.
 */
export function PageLink({ to, children, ...rest }: Props) {
  const shown = useShownPath();
  return (
    <a href={to} aria-current={shown === to ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
