import { readThirdParties } from '../shared/consent/third-parties.ts';

/** The services this build was configured with (`PUBLIC_*` at build time; Vite writes the values in). */
export const thirdParties = readThirdParties({
  PUBLIC_TAG_MANAGER_ID: import.meta.env.PUBLIC_TAG_MANAGER_ID,
  PUBLIC_ANALYTICS_ID: import.meta.env.PUBLIC_ANALYTICS_ID,
  PUBLIC_TAG_MANAGER_ORIGIN: import.meta.env.PUBLIC_TAG_MANAGER_ORIGIN,
  PUBLIC_BOOKING_URL: import.meta.env.PUBLIC_BOOKING_URL,
});
