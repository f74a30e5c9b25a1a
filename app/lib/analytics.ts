declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Hands an event to whatever tag manager the operator loads; without one, it only lands in an array. */
export function pushAnalyticsEvent(event: string, page: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, page });
}
