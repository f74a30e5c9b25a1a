import { CookieTable } from '../../components/consent/CookieTable.tsx';
import { companyTags, companyValues } from '../../components/legal/company-values.tsx';
import { LegalPage } from '../../components/legal/LegalPage.tsx';
import legal from '../../components/legal/legal.module.css';
import { Bullets, Paragraphs } from '../../components/legal/Prose.tsx';
import { useLegalDate } from '../../components/legal/use-legal-date.ts';
import { useLang } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { telHref } from '../../lib/tel-href.ts';
import { cookieTable } from '../../shared/consent/cookies.ts';
import { fill } from '../../shared/i18n/translator.ts';
import { companyLegal, site } from '../../shared/site.ts';
import { berlinAuthority, browserCookieHelp, type PrivacyBlock, type PrivacyExtra, privacyBlocks, privacyUpdated } from './content.ts';

export const loader = pageLoader;
export const meta = pageMeta;

interface ProseCopy {
  title: string;
  text?: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}
interface SectionCopy extends ProseCopy {
  items?: Record<string, { term: string; text: string }>;
}
interface BlockCopy extends ProseCopy {
  sections?: Record<string, SectionCopy>;
}

/** The company's contact and legal details in one record. */
const company = { ...site.company, ...companyLegal };

function Extra({ kind }: { kind: PrivacyExtra | undefined }) {
  const lang = useLang();
  const { t } = useTranslation('privacy');
  const consent = useTranslation('consent');
  switch (kind) {
    case 'cookieTable':
      return (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too, and named for that stop.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop (WCAG 2.1.1)
        <section className={legal.tableScroll} tabIndex={0} aria-label={consent.t('table.caption')}>
          <CookieTable entries={cookieTable} caption={consent.t('table.caption')} withCategory className={legal.table} />
        </section>
      );
    case 'browsers':
      return (
        <ul>
          {browserCookieHelp.map((browser) => (
            <li key={browser.name}>
              <a href={browser.url[lang]} hrefLang={lang}>
                {browser.name}
              </a>
            </li>
          ))}
        </ul>
      );
    case 'controller':
      return (
        <address>
          {company.name}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}
          <br />
          {t('labels.managingDirectors')}: {company.managingDirectors.join(', ')}
          <br />
          {t('labels.phone')}: <a href={telHref(company.phone)}>{company.phone}</a>
          <br />
          {t('labels.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </address>
      );
    case 'dpo':
      return (
        <address>
          {company.dataProtectionOfficer.name}
          <br />
          {t('labels.dpoAddress', { company: company.name })}
          <br />
          {company.street}, {company.postalCode} {company.city}
          <br />
          {t('labels.email')}: <a href={`mailto:${company.dataProtectionOfficer.email}`}>{company.dataProtectionOfficer.email}</a>
        </address>
      );
    case 'authority':
      return (
        <address>
          {berlinAuthority.name}
          <br />
          {berlinAuthority.street}, {berlinAuthority.postalCode} {berlinAuthority.city}
          <br />
          {t('labels.email')}: <a href={`mailto:${berlinAuthority.email}`}>{berlinAuthority.email}</a>
          <br />
          {t('labels.web')}: <a href={berlinAuthority.url}>{berlinAuthority.url.replace('https://', '')}</a>
        </address>
      );
    default:
      return null;
  }
}

/** A block's or sub-section's words, with what it shows from the configuration between its lead-in and its closing paragraphs. */
function Prose({ copy, extra }: { copy: ProseCopy; extra: PrivacyExtra | undefined }) {
  return (
    <>
      <Paragraphs texts={copy.text} values={companyValues} tags={companyTags} />
      <Bullets items={copy.list} values={companyValues} tags={companyTags} />
      <Extra kind={extra} />
      <Paragraphs texts={copy.after} values={companyValues} tags={companyTags} />
    </>
  );
}

function Block({ block, number, copy }: { block: PrivacyBlock; number: number; copy: BlockCopy }) {
  return (
    <section data-render-later={number > 1 ? '' : undefined}>
      <h2 id={block.id}>
        {number}. {copy.title}
      </h2>
      <Prose copy={copy} extra={block.extra} />
      {block.sections?.map((section, index) => {
        const sectionCopy = copy.sections?.[section.id];
        if (!sectionCopy) throw new Error(`Missing privacy copy: blocks.${block.id}.sections.${section.id}`);
        return (
          <section key={section.id}>
            <h3 id={`${block.id}-${section.id}`}>
              {number}.{index + 1} {sectionCopy.title}
            </h3>
            <Prose copy={sectionCopy} extra={section.extra} />
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>
                    <strong>{sectionCopy.items?.[item]?.term}</strong>: {fill(sectionCopy.items?.[item]?.text ?? '', companyValues)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

function PrivacyNoticePage() {
  const { t, copy } = useTranslation('privacy');
  const blocks = copy('blocks') as unknown as Record<string, BlockCopy>;
  const updated = useLegalDate(privacyUpdated);
  return (
    <LegalPage
      title={t('hero.title')}
      intro={t('hero.intro')}
      exampleNote={company.exampleData ? t('exampleNote') : undefined}
      updated={t('updated', { date: updated })}
      toc={{ label: t('toc'), entries: privacyBlocks.map((block) => ({ id: block.id, label: blocks[block.id]?.title ?? block.id })) }}
    >
      {privacyBlocks.map((block, index) => {
        const blockCopy = blocks[block.id];
        if (!blockCopy) throw new Error(`Missing privacy copy: blocks.${block.id}`);
        return <Block key={block.id} block={block} number={index + 1} copy={blockCopy} />;
      })}
    </LegalPage>
  );
}

export default withPageCopy(PrivacyNoticePage);
