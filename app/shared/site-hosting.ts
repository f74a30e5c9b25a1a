/** A country by its ISO 3166-1 code; the copy names it. */
export type CountryCode = 'DE';

/** A certificate, or an attestation such as a BSI C5 report of type 2 (the controls tested over a period). */
export type CertificationKind = 'certificate' | 'type2';

/** Whose operation was audited: the operator's own running of the platform, or the data centres' provider. */
export type CertificationScope = 'platform' | 'provider';

export interface DataCentre {
  city: string;
  country: CountryCode;
}

export interface SiteHosting {
  provider: { name: string };
  dataCentres: { primary: DataCentre; backup: DataCentre; distanceKm: number };
  encryption: { inTransit: { protocol: string; oldestAccepted: string }; atRest: { cipher: string } };
  backups: { incrementalEveryHours: number; fullDailyAt: string; retentionDays: number };
  signIn: { sso: readonly string[]; twoFactor: string; idleTimeoutMinutes: number };
  certifications: readonly { name: string; kind: CertificationKind; scope: CertificationScope }[];
  law: { governing: CountryCode; dataProtection: 'GDPR' };
}

/**
 * EXAMPLE DATA, to be replaced by the operator before going live: where the platform's project data is
 * hosted and how it is protected. The cloud-and-security page's piece "where the data lives"
 * (app/components/signature/data-location/) prints these facts; its copy in
 * `locales/<lang>/cloudSecurity.json` holds only the words around them. The provider, its data centres,
 * the backup schedule and the certificates below are invented, like the company: `site.company.exampleData`
 * (site.ts) stays true until they are the real ones, and the site-wide notice says so, not the piece.
 * Kept apart from site.ts, which every page's JavaScript carries, so that only that piece's code loads them.
 */
export const siteHosting: SiteHosting = {
  /** The company that runs both data centres. */
  provider: { name: 'Tannhof Rechenzentren GmbH' },
  /** Where the data lives: `primary` holds the working copy, `backup` the replica and the backups. */
  dataCentres: {
    primary: { city: 'Frankfurt am Main', country: 'DE' },
    backup: { city: 'Nürnberg', country: 'DE' },
    /** Straight-line distance between the two, in kilometres. */
    distanceKm: 190,
  },
  encryption: {
    /** Between the device and the data centre: the protocol used, and the oldest one still accepted. */
    inTransit: { protocol: 'TLS 1.3', oldestAccepted: 'TLS 1.2' },
    /** Files, databases and backups as they are written to disk. */
    atRest: { cipher: 'AES-256' },
  },
  /** Kept in the `backup` data centre. */
  backups: {
    /** An incremental backup every so many hours. */
    incrementalEveryHours: 4,
    /** A full backup every night at this time (Berlin time, 24-hour clock). */
    fullDailyAt: '02:00',
    /** How long a backup is kept before it is deleted. */
    retentionDays: 30,
  },
  signIn: {
    /** Single sign-on with the customer's identity provider. */
    sso: ['SAML 2.0', 'OpenID Connect'],
    /** The second factor: time-based one-time passwords from an authenticator app. */
    twoFactor: 'TOTP',
    /** A session ends after this many minutes without activity. */
    idleTimeoutMinutes: 30,
  },
  /** What has been audited, and for whom: `platform` is the operator's own operation of the platform, `provider` the data centres'. */
  certifications: [
    { name: 'ISO/IEC 27001', kind: 'certificate', scope: 'platform' },
    { name: 'BSI C5', kind: 'type2', scope: 'provider' },
  ],
  /** The law that applies, which is a matter of contract, not of where the servers stand. */
  law: { governing: 'DE', dataProtection: 'GDPR' },
};
