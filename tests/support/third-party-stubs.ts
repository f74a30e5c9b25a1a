import { createServer, type Server } from 'node:http';

/**
 * Stand-ins on loopback for the services a visitor can consent to, at the fixed addresses the consent
 * build is configured with (consent-build.ts). The tag manager behaves as Google's does in the part
 * the site relies on: it reads Consent Mode commands from the data layer, before and after it loads,
 * and sets the first-party cookies only for the storage that is granted, with Google's lifetimes.
 */
export const stubPorts = { tagManager: 47_813, booking: 47_814 } as const;
export const stubTagManagerId = 'GTM-TEST0001';
export const stubAnalyticsId = 'G-TEST0001';

const tagManagerScript = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const state = (window.__stubTagManager = { consent: {}, consentCommands: [], events: [] });
  const year = 365 * 24 * 3600;
  const setCookies = () => {
    if (state.consent.analytics_storage === 'granted') {
      document.cookie = '_ga=GA1.1.1234567890.1763856000; Max-Age=' + 2 * year + '; Path=/; SameSite=Lax';
      document.cookie = '_ga_TEST0001=GS2.1.s1763856000$o1$g0; Max-Age=' + 2 * year + '; Path=/; SameSite=Lax';
    }
    if (state.consent.ad_storage === 'granted') {
      document.cookie = '_gcl_au=1.1.42.1763856000; Max-Age=' + 90 * 24 * 3600 + '; Path=/; SameSite=Lax';
      const click = new URLSearchParams(location.search).get('gclid');
      if (click) document.cookie = '_gcl_aw=GCL.1763856000.' + click + '; Max-Age=' + 90 * 24 * 3600 + '; Path=/; SameSite=Lax';
    }
  };
  const handle = (entry) => {
    if (entry && typeof entry === 'object' && entry[0] === 'consent') {
      state.consentCommands.push(entry[1]);
      Object.assign(state.consent, entry[2]);
      setCookies();
    } else if (entry && typeof entry.event === 'string') state.events.push(entry.event);
  };
  for (const entry of layer) handle(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    for (const entry of entries) handle(entry);
    return push(...entries);
  };
})();`;

export interface ThirdPartyStubs {
  /** Every request the stubs received, "host path". */
  requests: string[];
  close(): Promise<void>;
}

export async function startThirdPartyStubs(): Promise<ThirdPartyStubs> {
  const requests: string[] = [];
  const tagManager = createServer((request, response) => {
    requests.push(`tag-manager ${request.url}`);
    if (request.url === `/gtm.js?id=${stubTagManagerId}`) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(tagManagerScript);
    } else response.writeHead(404).end();
  });
  const booking = createServer((request, response) => {
    requests.push(`booking ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Calendar</title><h1>Free slots</h1>');
  });
  await Promise.all([listen(tagManager, stubPorts.tagManager), listen(booking, stubPorts.booking)]);
  return {
    requests,
    close: async () => {
      await Promise.all([close(tagManager), close(booking)]);
    },
  };
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`stub port ${port}: ${error.message}`)));
    server.listen(port, '127.0.0.1', resolve);
  });
}

function close(server: Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The build's configuration that points the site at these stand-ins. */
export const stubConfiguration = {
  PUBLIC_TAG_MANAGER_ID: stubTagManagerId,
  PUBLIC_ANALYTICS_ID: stubAnalyticsId,
  PUBLIC_TAG_MANAGER_ORIGIN: `http://127.0.0.1:${stubPorts.tagManager}`,
  PUBLIC_BOOKING_URL: `http://127.0.0.1:${stubPorts.booking}/lotrecht/demo`,
};
