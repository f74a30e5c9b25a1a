/**
 * EXAMPLE DATA, to be replaced by the operator before going live: the legal details of the company in
 * `site.company` (site.ts), which the imprint, the privacy notice and the accessibility statement print.
 * Kept apart from site.ts, which every page's JavaScript carries, so that only those three pages load them.
 */
export const companyLegal = {
  managingDirectors: ['Dr. Katrin Albers', 'Jonas Wendt'],
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 219874 B' },
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: 'DE318274650',
  /** Wirtschafts-Identifikationsnummer (§ 139c AO): the VAT id's digits plus a five-digit suffix. */
  economicId: 'DE318274650-00001',
  /** Professional liability insurance; `area` is where the cover applies. */
  insurance: {
    insurer: 'Hanseatische Haftpflicht Versicherung AG',
    street: 'Ballindamm 27',
    postalCode: '20095',
    city: 'Hamburg',
    area: 'eu' as 'germany' | 'eu' | 'worldwide',
  },
  dataProtectionOfficer: { name: 'Dr. Miriam Hollstein', email: 'datenschutz@lotrecht.example' },
  /** Where feedback on the site's accessibility goes. */
  accessibilityEmail: 'barrierefreiheit@lotrecht.example',
} as const;
