import { allows } from '../consent/consent-store.ts';

/**
 * Hands an event to the tag manager, and only for a visitor who allowed analytics: without that
 * consent the event is not recorded anywhere, not even in the page's memory.
 */
export function pushAnalyticsEvent(event: string, page: string): void {
  if (!allows('analytics')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, page });
}
