import { pushAnalyticsEvent } from '../../../lib/analytics.ts';
import { leadEvents } from '../lead-events.ts';
import { deliver, isSending } from './deliver.ts';
import { waitingSends } from './waiting-sends.ts';

/**
 * Sends every request that waits in this browser and is not being sent already: on each page the
 * visitor opens, so a request kept during an outage goes out when they come back or move on.
 */
export function resumeWaiting(): void {
  for (const send of waitingSends(Date.now())) {
    if (isSending(send.key)) continue;
    void deliver(send).then((delivery) => {
      if (delivery === 'accepted') pushAnalyticsEvent(leadEvents[send.kind], send.page);
    });
  }
}
