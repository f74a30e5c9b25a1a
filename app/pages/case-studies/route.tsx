import { lazySection } from '../../components/sections/lazy-section.tsx';
import { ProductHero } from '../../components/sections/ProductHero.tsx';
import { caseStudies } from '../../content/case-studies.ts';
import { caseStudyPictures } from '../../content/case-study-pictures.ts';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { CaseStudyArticle } from './CaseStudyArticle.tsx';
import { StudyOverview } from './StudyOverview.tsx';

// Below the studies: the form's code loads when the visitor scrolls near it.
const ContactBand = lazySection('contact-band', () => import('../../components/sections/ContactBand.tsx').then((module) => module.ContactBand));

export const loader = pageLoader;
export const meta = pageMeta;

function CaseStudiesPage() {
  const { copy } = useTranslation('caseStudies');
  return (
    <>
      <ProductHero copy={copy('hero')} art={<StudyOverview />} />
      {caseStudies.map((study, index) => (
        <CaseStudyArticle key={study.id} study={study} picture={caseStudyPictures[study.id]} tone={index % 2 === 0 ? 'plain' : 'warm'} />
      ))}
      <ContactBand formId="contact" ask="demo" heading={copy('form')} />
    </>
  );
}

export default withPageCopy(CaseStudiesPage);
