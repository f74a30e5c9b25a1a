import type { Lang } from '../../app/content/routes.ts';
import de from '../../locales/de/mail.json' with { type: 'json' };
import en from '../../locales/en/mail.json' with { type: 'json' };

/** The mail copy of each language, from the locale files like every other visible string. */
export const mailCopy: Record<Lang, typeof de> = { de, en };
