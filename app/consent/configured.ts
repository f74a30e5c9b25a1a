import { askedCategories, cookiesInUse, tagSetup } from '../shared/consent/in-use.ts';
import { readThirdParties } from '../shared/consent/third-parties.ts';

/** The services this build was configured with (`PUBLIC_*` at build time; Vite writes the values in). */
export const thirdParties = readThirdParties({
  PUBLIC_TAG_MANAGER_ID: import.meta.env.PUBLIC_TAG_MANAGER_ID,
  PUBLIC_ANALYTICS_ID: import.meta.env.PUBLIC_ANALYTICS_ID,
  PUBLIC_TAG_MANAGER_ORIGIN: import.meta.env.PUBLIC_TAG_MANAGER_ORIGIN,
  PUBLIC_BOOKING_URL: import.meta.env.PUBLIC_BOOKING_URL,
});

/** How analytics and advertising load in this build ('none' by default). */
export const configuredTags = tagSetup(thirdParties.tags);

/** The categories the consent dialog asks about in this build. */
export const consentCategoriesAsked = askedCategories(configuredTags);

/**
 * Whether this build has anything to ask consent for. Without it there is no dialog, no consent
 * cookie and no "Cookie settings": the booking calendar asks with its own placeholder.
 */
export const asksConsent = consentCategoriesAsked.length > 0;

/** Every cookie this build can set, for the dialog's lists and the privacy notice's table. */
export const configuredCookies = cookiesInUse(configuredTags);
