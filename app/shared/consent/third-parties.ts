/**
 * The services from other hosts the site can use, from the build's environment (`PUBLIC_*`, see
 * README "Configuration"). Empty by default: then nothing loads from another host, whatever a
 * visitor chooses in the consent dialog. The browser bundle, the privacy notice and each page's
 * Content-Security-Policy read the same values, so what may load and what is allowed cannot differ.
 *
 * Shared by the browser, the server and the build scripts: it imports nothing outside `app/shared/`.
 */

export interface ThirdPartyEnv {
  PUBLIC_TAG_MANAGER_ID?: string;
  PUBLIC_ANALYTICS_ID?: string;
  PUBLIC_TAG_MANAGER_ORIGIN?: string;
  PUBLIC_BOOKING_URL?: string;
}

export interface ThirdParties {
  /** Google Tag Manager container ("GTM-…") or, without one, a Google Analytics 4 stream ("G-…") loaded through gtag.js. */
  tags: { kind: 'tag-manager' | 'analytics'; id: string; script: string } | null;
  /** The analytics measurement ID, which names the session cookie `_ga_<ID>`; '' when unknown. */
  analyticsId: string;
  /** The appointment calendar a visitor may load in place, after a click. */
  booking: { url: string; host: string } | null;
}

const googleOrigin = 'https://www.googletagmanager.com';
const containerId = /^GTM-[A-Z0-9]{4,12}$/;
const measurementId = /^G-[A-Z0-9]{4,14}$/;

/** Reads and checks the configuration; a value that is set but malformed stops the build. */
export function readThirdParties(env: ThirdPartyEnv): ThirdParties {
  const tagManagerId = env.PUBLIC_TAG_MANAGER_ID?.trim() ?? '';
  const analyticsId = env.PUBLIC_ANALYTICS_ID?.trim() ?? '';
  if (tagManagerId && !containerId.test(tagManagerId)) throw new Error(`PUBLIC_TAG_MANAGER_ID is not a container ID (GTM-…): ${tagManagerId}`);
  if (analyticsId && !measurementId.test(analyticsId)) throw new Error(`PUBLIC_ANALYTICS_ID is not a measurement ID (G-…): ${analyticsId}`);
  const origin = env.PUBLIC_TAG_MANAGER_ORIGIN?.trim() || googleOrigin;
  if (!isAllowedOrigin(origin)) throw new Error(`PUBLIC_TAG_MANAGER_ORIGIN must be an https origin: ${origin}`);

  const tags = tagManagerId
    ? { kind: 'tag-manager' as const, id: tagManagerId, script: `${origin}/gtm.js?id=${tagManagerId}` }
    : analyticsId
      ? { kind: 'analytics' as const, id: analyticsId, script: `${origin}/gtag/js?id=${analyticsId}` }
      : null;

  const bookingUrl = env.PUBLIC_BOOKING_URL?.trim() ?? '';
  let booking: ThirdParties['booking'] = null;
  if (bookingUrl) {
    const url = new URL(bookingUrl);
    if (!isAllowedOrigin(url.origin)) throw new Error(`PUBLIC_BOOKING_URL must be an https address: ${bookingUrl}`);
    booking = { url: url.href, host: url.host };
  }
  return { tags, analyticsId, booking };
}

/** https, or plain http on loopback (the test suite's stand-ins). */
function isAllowedOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return url.origin === origin.replace(/\/$/, '') && (url.protocol === 'https:' || (url.protocol === 'http:' && loopback));
}

/** Hosts a page's policy must allow, per directive, for the configured services to work once chosen. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

// Google's published list for Analytics 4 and Google Ads with Tag Manager
// (developers.google.com/tag-platform/security/guides/csp), without the wildcards it only needs for
// regional Google domains: the site's visitors are served by google.com.
const googleSources: ThirdPartySources = {
  script: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  connect: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
  ],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

export function thirdPartySources({ tags, booking }: ThirdParties): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], connect: [], img: [], frame: [] };
  if (tags) {
    const origin = new URL(tags.script).origin;
    // A tag server of one's own (server-side tagging) is the one host; Google's needs Google's list.
    const hosts = origin === googleOrigin ? googleSources : { script: [origin], connect: [origin], img: [origin], frame: [] };
    for (const key of Object.keys(sources) as (keyof ThirdPartySources)[]) sources[key].push(...hosts[key]);
  }
  if (booking) sources.frame.push(new URL(booking.url).origin);
  return sources;
}
