import { companyTags, companyValues } from '../../components/legal/company-values.tsx';
import { LegalPage } from '../../components/legal/LegalPage.tsx';
import { Bullets, Paragraphs } from '../../components/legal/Prose.tsx';
import { useLegalDate } from '../../components/legal/use-legal-date.ts';
import { configuredTags, thirdParties } from '../../consent/configured.ts';
import { useLang } from '../../context/page.tsx';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { telHref } from '../../lib/tel-href.ts';
import { consentCookie, entryFor } from '../../shared/consent/cookies.ts';
import type { Lifetime } from '../../shared/consent/lifetimes.ts';
import { languageCookie } from '../../shared/i18n/resolve-language.ts';
import type { Values } from '../../shared/i18n/translator.ts';
import { companyLegal, site } from '../../shared/site.ts';
import { siteHosting } from '../../shared/site-hosting.ts';
import { CookieLifetimes, useLifetimeText } from './CookieLifetimes.tsx';
import { berlinAuthority, browserCookieHelp, type PrivacyBlock, type PrivacyExtra, privacyBlocks, privacyUpdated } from './content.ts';

export const loader = pageLoader;
export const meta = pageMeta;

interface ProseCopy {
  title: string;
  text?: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}
interface BlockCopy extends ProseCopy {
  sections?: Record<string, ProseCopy>;
}

/** The company's contact and legal details in one record. */
const company = { ...site.company, ...companyLegal };

/** The blocks this build's notice has: what it says about cookies and analytics follows the configuration. */
const blocks = privacyBlocks(configuredTags);

const lifetimeOf = (name: string): Lifetime => {
  const entry = entryFor(name);
  if (!entry) throw new Error(`No cookie ${name} in the cookie table`);
  return entry.lifetime;
};

/**
 * What the notice's copy may name beyond the company: the hosting provider and its data centre as the
 * cloud-and-security page names them, the web app's host where the trial's registration runs, the
 * lifetimes the cookie table states and the booking calendar's host.
 */
function useNoticeValues(): Values {
  const lifetimeText = useLifetimeText();
  return {
    ...companyValues,
    hostingProvider: siteHosting.provider.name,
    hostingCity: siteHosting.dataCentres.primary.city,
    appHost: new URL(site.external.register).host,
    langLifetime: lifetimeText(lifetimeOf(languageCookie)),
    consentLifetime: lifetimeText(lifetimeOf(consentCookie.name)),
    bookingHost: thirdParties.booking?.host ?? '',
  };
}

function Extra({ kind, values }: { kind: PrivacyExtra | undefined; values: Values }) {
  const lang = useLang();
  const { t } = useTranslation('privacy');
  switch (kind) {
    case 'cookieLifetimes':
      return <CookieLifetimes />;
    case 'thirdParties': {
      // What loads from another host once a visitor agrees: the configured services, and only those.
      const texts = [
        ...(configuredTags === 'none' ? [] : [t(`thirdParties.${configuredTags}`)]),
        ...(thirdParties.booking ? [t('thirdParties.booking')] : []),
      ];
      return <Paragraphs texts={texts} values={values} tags={companyTags} />;
    }
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
  const values = useNoticeValues();
  return (
    <>
      <Paragraphs texts={copy.text} values={values} tags={companyTags} />
      <Bullets items={copy.list} values={values} tags={companyTags} />
      <Extra kind={extra} values={values} />
      <Paragraphs texts={copy.after} values={values} tags={companyTags} />
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
        const sectionCopy = copy.sections?.[section.copy ?? section.id];
        if (!sectionCopy) throw new Error(`Missing privacy copy: blocks.${block.copy ?? block.id}.sections.${section.copy ?? section.id}`);
        return (
          <section key={section.id}>
            <h3 id={`${block.id}-${section.id}`}>
              {number}.{index + 1} {sectionCopy.title}
            </h3>
            <Prose copy={sectionCopy} extra={section.extra} />
          </section>
        );
      })}
    </section>
  );
}

function PrivacyNoticePage() {
  const { t, copy } = useTranslation('privacy');
  const blockCopy = copy('blocks') as unknown as Record<string, BlockCopy>;
  const copyOf = (block: PrivacyBlock) => blockCopy[block.copy ?? block.id];
  const updated = useLegalDate(privacyUpdated);
  return (
    <LegalPage
      title={t('hero.title')}
      intro={t('hero.intro')}
      updated={t('updated', { date: updated })}
      toc={{ label: t('toc'), entries: blocks.map((block) => ({ id: block.id, label: copyOf(block)?.title ?? block.id })) }}
    >
      {blocks.map((block, index) => {
        const copy = copyOf(block);
        if (!copy) throw new Error(`Missing privacy copy: blocks.${block.copy ?? block.id}`);
        return <Block key={block.id} block={block} number={index + 1} copy={copy} />;
      })}
    </LegalPage>
  );
}

export default withPageCopy(PrivacyNoticePage);
