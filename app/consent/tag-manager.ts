import type { ThirdParties } from '../shared/consent/third-parties.ts';
import type { ConsentChoice } from './choice.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentSignals = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', 'granted' | 'denied'>;

// Google's tags read commands from the data layer as `arguments` objects, not arrays.
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag.js recognises its commands by the Arguments type
  window.dataLayer.push(arguments);
}

function signals(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): ConsentSignals {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}

let loaded = false;

/**
 * Google Consent Mode v2: every signal is denied before the tag manager loads, then set to the
 * visitor's choice, so no tag runs with more than was granted even for a moment. Loads the container
 * once, and only for a visitor who allowed analytics on a site that configured one.
 */
export function applyToTags(tags: ThirdParties['tags'], choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): void {
  if (!tags) return;
  if (!loaded && !choice.analytics) return;
  if (!loaded) {
    gtag('consent', 'default', { ...signals({ analytics: false, marketing: false }), wait_for_update: 500 });
    gtag('consent', 'update', signals(choice));
    if (tags.kind === 'tag-manager') window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    else {
      gtag('js', new Date());
      gtag('config', tags.id);
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = tags.script;
    document.head.append(script);
    loaded = true;
    return;
  }
  gtag('consent', 'update', signals(choice));
}
