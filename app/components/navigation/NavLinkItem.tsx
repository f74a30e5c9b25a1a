import type { NavLink } from '../../content/navigation.ts';
import { useLang } from '../../context/page.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pathTo } from '../../shared/pages.ts';
import { PageLink } from './PageLink.tsx';

/** One footer or menu link: a link to a page of the site, or a plain link to a document or another site. */
export function NavLinkItem({ link, className }: { link: NavLink; className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  if (link.kind !== 'page') {
    return (
      <a href={link.kind === 'document' ? link.href[lang] : link.href} className={className}>
        {t(link.labelKey)}
      </a>
    );
  }
  return (
    <PageLink to={pathTo(link.page, lang)} className={className}>
      {t(link.labelKey)}
    </PageLink>
  );
}
