import { thirdParties } from '../../consent/configured.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type CookieEntry, shownName } from '../../shared/consent/cookies.ts';
import { site } from '../../shared/site.ts';

/** Cookies as a table, from the one list the consent code acts on (`shared/consent/cookies.ts`). */
export function CookieTable({
  entries,
  caption,
  withCategory = false,
  className,
}: {
  entries: readonly CookieEntry[];
  caption: string;
  withCategory?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('consent');
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.purpose')}</th>
          <th scope="col">{t('table.lifetime')}</th>
          {withCategory && <th scope="col">{t('table.category')}</th>}
          <th scope="col">{t('table.provider')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">
              <code>{shownName(entry, thirdParties.analyticsId)}</code>
            </th>
            <td>{t(`cookies.${entry.purpose}`)}</td>
            <td>{t(`lifetimes.${entry.lifetime.unit}`, { count: entry.lifetime.count })}</td>
            {withCategory && <td>{t(`categories.${entry.category}.name`)}</td>}
            <td>{t(`providers.${entry.provider}`, { company: site.company.name })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
