import { companyTags, companyValues } from '../../components/legal/company-values.tsx';
import { LegalPage } from '../../components/legal/LegalPage.tsx';
import styles from '../../components/legal/legal.module.css';
import { Paragraphs } from '../../components/legal/Prose.tsx';
import { useLegalDate } from '../../components/legal/use-legal-date.ts';
import { pageLoader } from '../../i18n/page-data.server.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withPageCopy } from '../../i18n/with-page-copy.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import { telHref } from '../../lib/tel-href.ts';
import { companyLegal, site } from '../../shared/site.ts';
import { imprintTexts, imprintUpdated } from './content.ts';

export const loader = pageLoader;
export const meta = pageMeta;

/** The company's contact and legal details in one record. */
const company = { ...site.company, ...companyLegal };
const { insurance } = company;

function ImprintPage() {
  const { t, copy } = useTranslation('imprint');
  const texts = copy('texts') as unknown as Record<string, { title: string; text: readonly string[] }>;
  const updated = useLegalDate(imprintUpdated);
  return (
    <LegalPage
      title={t('hero.title')}
      intro={t('hero.intro')}
      updated={t('updated', { date: updated })}
      toc={{
        label: t('toc'),
        entries: [
          { id: 'provider', label: t('provider.title') },
          { id: 'insurance', label: t('insurance.title') },
          { id: 'content-responsible', label: t('responsible.title') },
          ...imprintTexts.map((id) => ({ id, label: texts[id]?.title ?? id })),
        ],
      }}
    >
      <h2 id="provider">{t('provider.title')}</h2>
      <address>
        {company.name}
        <br />
        {company.street}
        <br />
        {company.postalCode} {company.city}
        <br />
        {t('provider.country')}
      </address>
      <dl className={styles.facts}>
        <dt>{t('provider.managingDirectors')}</dt>
        <dd>{company.managingDirectors.join(', ')}</dd>
        <dt>{t('provider.phone')}</dt>
        <dd>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </dd>
        <dt>{t('provider.email')}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt>{t('provider.registerCourt')}</dt>
        <dd>{company.register.court}</dd>
        <dt>{t('provider.registerNumber')}</dt>
        <dd>{company.register.number}</dd>
        <dt>{t('provider.vatId')}</dt>
        <dd>{company.vatId}</dd>
        <dt>{t('provider.economicId')}</dt>
        <dd>{company.economicId}</dd>
      </dl>

      <h2 id="insurance">{t('insurance.title')}</h2>
      <p>{t('insurance.text')}</p>
      <address>
        {insurance.insurer}
        <br />
        {insurance.street}
        <br />
        {insurance.postalCode} {insurance.city}
      </address>
      <p>{t('insurance.area', { area: t(`insurance.areas.${insurance.area}`) })}</p>

      <h2 id="content-responsible">{t('responsible.title')}</h2>
      <p>
        {company.managingDirectors[0]}, {company.street}, {company.postalCode} {company.city}
      </p>

      {imprintTexts.map((id) => {
        const text = texts[id];
        if (!text) throw new Error(`Missing imprint copy: texts.${id}`);
        return (
          <section key={id} data-render-later="">
            <h2 id={id}>{text.title}</h2>
            <Paragraphs texts={text.text} values={companyValues} tags={companyTags} />
          </section>
        );
      })}
    </LegalPage>
  );
}

export default withPageCopy(ImprintPage);
