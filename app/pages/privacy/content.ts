import type { TagSetup } from '../../shared/consent/in-use.ts';
import type { Lang } from '../../shared/languages.ts';

/**
 * The privacy notice's structure: 9 blocks. The first names the controller and the data protection
 * officer (issue 38: who is responsible comes first, and the notice no longer opens with a glossary of
 * the GDPR's definitions, so spec section 2's 11 blocks and 22 list items no longer hold); blocks 2, 3 and
 * 4 hold spec section 2's 13, 6 and 5 sub-sections. The words are in locales/{de,en}/privacy.json under
 * blocks.<block>.sections.<section>; tests count this data and the rendered page against each other.
 *
 * Blocks 3 and 4 describe the services the build is configured with and nothing else: with a tag
 * manager (analytics and advertising) they have the spec's 6 and 5 sub-sections; with a GA4 stream
 * alone, block 4 covers web analytics only; with neither, there is nothing to consent to, block 3
 * drops the consent and tracking cookies and block 4 says in a paragraph that no such service is used.
 */

/** What a block or sub-section shows beyond its copy: from site.ts, the list of browsers below, the cookie list the consent code uses, or the configured services. */
export type PrivacyExtra = 'browsers' | 'cookieLifetimes' | 'controller' | 'dpo' | 'authority' | 'thirdParties';

export interface PrivacySection {
  /** Its anchor, `<block>-<id>`. */
  id: string;
  /** Key of its copy under the block's `sections` when it is not the id: the wording for one configuration. */
  copy?: string;
  extra?: PrivacyExtra;
}

export interface PrivacyBlock {
  /** Its anchor and table-of-contents entry. */
  id: string;
  /** Key of its copy under `blocks` when it is not the id: the wording for one configuration. */
  copy?: string;
  sections?: readonly PrivacySection[];
  extra?: PrivacyExtra;
}

const processing: PrivacyBlock = {
  id: 'processing',
  sections: [
    { id: 'hosting' },
    { id: 'serverData' },
    { id: 'abuse' },
    { id: 'contact' },
    { id: 'trial' },
    { id: 'requestRetention' },
    { id: 'newsletterSignup' },
    { id: 'newsletterProof' },
    { id: 'newsletterEnd' },
    { id: 'mailDelivery' },
    { id: 'applications' },
    { id: 'localAssets', extra: 'thirdParties' },
    { id: 'externalLinks' },
  ],
};

function cookies(tags: TagSetup): PrivacyBlock {
  const consentSections: PrivacySection[] =
    tags === 'none' ? [] : [{ id: 'consent' }, { id: 'tracking', copy: tags === 'tagManager' ? 'tracking' : 'trackingAnalytics' }];
  return {
    id: 'cookies',
    sections: [
      { id: 'basics' },
      { id: 'necessary', copy: tags === 'none' ? 'necessaryLanguageOnly' : 'necessary' },
      ...consentSections,
      { id: 'lifetimes', extra: 'cookieLifetimes' },
      { id: 'browsers', extra: 'browsers' },
    ],
  };
}

function analytics(tags: TagSetup): PrivacyBlock {
  if (tags === 'none') return { id: 'analytics', copy: 'noAnalytics' };
  if (tags === 'analytics') {
    return {
      id: 'analytics',
      copy: 'analyticsOnly',
      sections: [{ id: 'webAnalytics' }, { id: 'analyticsBasis' }, { id: 'analyticsRetention' }],
    };
  }
  return {
    id: 'analytics',
    sections: [{ id: 'webAnalytics' }, { id: 'remarketing' }, { id: 'conversion' }, { id: 'analyticsBasis' }, { id: 'analyticsRetention' }],
  };
}

/** The notice's blocks for a configuration; the anchors and the numbering of the blocks never change. */
export function privacyBlocks(tags: TagSetup): readonly PrivacyBlock[] {
  return [
    {
      id: 'controller',
      sections: [
        { id: 'company', extra: 'controller' },
        { id: 'dpo', extra: 'dpo' },
      ],
    },
    processing,
    cookies(tags),
    analytics(tags),
    { id: 'encryption' },
    { id: 'rights' },
    { id: 'objection' },
    { id: 'authority', extra: 'authority' },
    { id: 'changes' },
  ];
}

/** Each browser's own help on managing and deleting cookies, in the page's language. */
export const browserCookieHelp: readonly { name: string; url: Record<Lang, string> }[] = [
  {
    name: 'Google Chrome',
    url: { de: 'https://support.google.com/chrome/answer/95647?hl=de', en: 'https://support.google.com/chrome/answer/95647?hl=en' },
  },
  {
    name: 'Mozilla Firefox',
    url: {
      de: 'https://support.mozilla.org/de/kb/cookies-und-website-daten-in-firefox-loschen',
      en: 'https://support.mozilla.org/en-US/kb/clear-cookies-and-site-data-firefox',
    },
  },
  {
    name: 'Apple Safari (Mac)',
    url: { de: 'https://support.apple.com/de-de/guide/safari/sfri11471/mac', en: 'https://support.apple.com/en-us/guide/safari/sfri11471/mac' },
  },
  {
    name: 'Apple Safari (iPhone, iPad)',
    url: { de: 'https://support.apple.com/de-de/105082', en: 'https://support.apple.com/en-us/105082' },
  },
  {
    name: 'Microsoft Edge',
    url: {
      de: 'https://support.microsoft.com/de-de/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
      en: 'https://support.microsoft.com/en-us/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
    },
  },
  {
    name: 'Opera',
    url: { de: 'https://help.opera.com/de/latest/web-preferences/#cookies', en: 'https://help.opera.com/en/latest/web-preferences/#cookies' },
  },
];

/** The Berlin data-protection authority, the supervisory authority for a company seated in Berlin. */
export const berlinAuthority = {
  name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  street: 'Alt-Moabit 59–61',
  postalCode: '10555',
  city: 'Berlin',
  email: 'mailbox@datenschutz-berlin.de',
  url: 'https://www.datenschutz-berlin.de',
} as const;

/** When the text last changed; shown under it. */
export const privacyUpdated = '2026-11-27';
