import type { Values } from '../../shared/i18n/translator.ts';
import { companyLegal, site } from '../../shared/site.ts';
import type { ProseTags } from './Prose.tsx';

/** The company's contact and legal details in one record. */
const company = { ...site.company, ...companyLegal };

/** The company data legal copy may name by placeholder: {{company}}, {{email}}, {{dpoName}}, … */
export const companyValues: Values = {
  company: company.name,
  address: `${company.street}, ${company.postalCode} ${company.city}`,
  email: company.email,
  phone: company.phone,
  dpoName: company.dataProtectionOfficer.name,
  dpoEmail: company.dataProtectionOfficer.email,
  accessibilityEmail: company.accessibilityEmail,
};

const mail = (address: string) => (children: string) => <a href={`mailto:${address}`}>{children}</a>;

/** The marked parts every legal text may use: mail links to the company, its DPO and its accessibility contact. */
export const companyTags: ProseTags = {
  email: mail(company.email),
  dpo: mail(company.dataProtectionOfficer.email),
  accessibility: mail(company.accessibilityEmail),
};
