import { createTranslator, type Translator } from '../../app/shared/i18n/translator.ts';
import type { Lang } from '../../app/shared/languages.ts';
import de from '../../locales/de/mail.json' with { type: 'json' };
import en from '../../locales/en/mail.json' with { type: 'json' };

const catalogs: Record<Lang, typeof de> = { de, en };

/** The mail copy of a language, read like every other copy of the site: `t()` for strings, `copy()` for groups. */
export function mailCopy(lang: Lang): Translator<'mail'> {
  return createTranslator<'mail'>(catalogs[lang], lang);
}
