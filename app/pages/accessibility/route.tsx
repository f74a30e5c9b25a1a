import { companyTags } from '../../components/legal/company-values.tsx';
import { LegalPage } from '../../components/legal/LegalPage.tsx';
import { Bullets, Paragraphs } from '../../components/legal/Prose.tsx';
import { useLegalDate } from '../../components/legal/use-legal-date.ts';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { companyLegal, site } from '../../shared/site.ts';
import { accessibilitySections, lastReview } from './content.ts';

export const loader = pageLoader;
export const meta = pageMeta;

interface SectionCopy {
  title: string;
  text?: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}

/** The company's contact and legal details in one record. */
const company = { ...site.company, ...companyLegal };

function AccessibilityPage() {
  const { t, copy } = useTranslation('accessibility');
  const sections = copy('sections') as unknown as Record<string, SectionCopy>;
  const reviewed = useLegalDate(lastReview);
  const values = { company: company.name, date: reviewed, accessibilityEmail: company.accessibilityEmail, phone: company.phone };
  return (
    <LegalPage
      title={t('hero.title')}
      intro={t('hero.intro')}
      updated={t('updated', { date: reviewed })}
      toc={{ label: t('toc'), entries: accessibilitySections.map((id) => ({ id, label: sections[id]?.title ?? id })) }}
    >
      {accessibilitySections.map((id, index) => {
        const section = sections[id];
        if (!section) throw new Error(`Missing accessibility copy: sections.${id}`);
        return (
          <section key={id} data-render-later={index > 0 ? '' : undefined}>
            <h2 id={id}>{section.title}</h2>
            <Paragraphs texts={section.text} values={values} tags={companyTags} />
            <Bullets items={section.list} values={values} tags={companyTags} />
            <Paragraphs texts={section.after} values={values} tags={companyTags} />
          </section>
        );
      })}
    </LegalPage>
  );
}

export default withPageCopy(AccessibilityPage);
