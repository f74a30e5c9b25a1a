import type { Lang } from '../../app/shared/languages.ts';

/**
 * The house typography of the copy, shared by `tests/unit/typography.test.ts` (which finds what breaks
 * it) and `scripts/locales/fix-typography.ts` (which rewrites the locale files to it). Both languages
 * keep a number with its unit on one line through U+00A0 (the no-break space the number formatters in
 * app/ already use, and which the font subset draws); the narrow U+202F is not used anywhere.
 *
 * - German: number, no-break space, unit or percent sign ("52 %", "134 cm", "18 Uhr", DIN 5008), a
 *   no-break space inside "z. B.", "u. a.", "d. h.", "o. Ä." and their kin, so no line starts with "B.",
 *   and after "§", "Art.", "Abs.", "Nr." and "lit." before their number ("§ 5", "Art. 6 Abs. 1 lit. f").
 * - English: number, no-break space, unit ("134 cm"); the percent sign attached ("52%"), as English
 *   style guides write it.
 * - Both: the spaces around a multiplication sign between figures are no-break spaces ("60 × 60 cm");
 *   a dimension written without them ("400×300") stays so.
 *
 * Every rule matches only the spaces it replaces and rewrites them to what it would accept, so fixing
 * twice changes nothing; a number is a digit or the end of a `{{placeholder}}`, so "{{count}} %"
 * counts. Markup (`<email>…</email>`) holds no spaces to change, and web and mail addresses are left
 * exactly as written.
 */

export const noBreakSpace = '\u00a0';

interface Rule {
  id: string;
  langs: readonly Lang[];
  pattern: RegExp;
  replacement: string;
}

// A space a writer may have typed there: a plain one, a narrow no-break space, or already U+00A0.
const space = '[ \\u00a0\\u202f]';
// Before the unit: a figure, or a placeholder that will be one.
const afterNumber = '(?<=\\d|\\}\\})';
// The unit ends where the word ends: "m" in "5 m" or "5 m²", not in "5 mal"; "Uhr" not in "Uhrzeit".
const wordEnd = '(?![\\p{L}\\p{N}])';
// Longer units first, so "m²" wins over "m" and "km/h" over "km".
const units = 'km/h m² m³ cm² kWh km cm mm m GB TB MB KB kB ms min s h kg t kW °C € EUR'.split(' ');
const unit = `(?:${units.join('|')})`;

/** German abbreviations of two or three letters with a no-break space inside each. */
const germanAbbreviations = ['z. B.', 'u. a.', 'd. h.', 'o. Ä.', 'u. Ä.', 'z. T.', 'u. U.', 'v. a.', 's. o.', 's. u.', 'o. g.', 'i. d. R.'];

function abbreviationRule(abbreviation: string): Rule {
  const letters = abbreviation.split('. ').map((part) => part.replace(/\.$/, ''));
  const [first = '', ...rest] = letters;
  // A sentence may start with one ("Z. B."), and writers drop the space ("z.B."); both are fixed.
  const head = `[${first}${first.toUpperCase()}]`;
  const pattern = `(?<![\\p{L}\\p{N}])(${head})\\.${rest.map((letter) => `[ \\u00a0\\u202f]?${letter}\\.`).join('')}`;
  return {
    id: `no-break space inside "${abbreviation}"`,
    langs: ['de'],
    pattern: new RegExp(pattern, 'gu'),
    replacement: `$1.${rest.map((letter) => `${noBreakSpace}${letter}.`).join('')}`,
  };
}

export const rules: readonly Rule[] = [
  {
    id: 'no-break space between a number and its unit',
    langs: ['de', 'en'],
    pattern: new RegExp(`${afterNumber}${space}(?=${unit}${wordEnd})`, 'gu'),
    replacement: noBreakSpace,
  },
  {
    id: 'no-break space between a number and "Uhr"',
    langs: ['de'],
    pattern: new RegExp(`${afterNumber}${space}(?=Uhr${wordEnd})`, 'gu'),
    replacement: noBreakSpace,
  },
  {
    id: 'no-break space between a number and "%"',
    langs: ['de'],
    // "52%" gets its space too; "%" followed by a letter is left alone ("100%ig" is not house style anyway).
    pattern: new RegExp(`${afterNumber}${space}?(?=%(?!\\p{L}))`, 'gu'),
    replacement: noBreakSpace,
  },
  {
    id: '"%" attached to its number',
    langs: ['en'],
    pattern: new RegExp(`${afterNumber}${space}(?=%)`, 'gu'),
    replacement: '',
  },
  {
    id: 'no-break spaces around "×" between figures',
    langs: ['de', 'en'],
    pattern: new RegExp(`(?<=\\d)${space}×${space}(?=\\d)`, 'gu'),
    replacement: `${noBreakSpace}×${noBreakSpace}`,
  },
  {
    id: 'no-break space after "§", "Art.", "Abs.", "Nr." and "lit."',
    langs: ['de'],
    // "§ 5", "§§ 307 ff.", "Art. 6 Abs. 1 lit. f", "Nr. 1": the sign or abbreviation stays with its number
    // or letter. Only where one follows: "Nr." closing a sentence keeps its space.
    pattern: new RegExp(`(?<=(?<![\\p{L}])(?:§§?|Art\\.|Abs\\.|Nr\\.|lit\\.))${space}(?=\\p{N}|[a-z](?!\\p{L}))`, 'gu'),
    replacement: noBreakSpace,
  },
  ...germanAbbreviations.map(abbreviationRule),
];

// Addresses are copied, not read: "?w=134%20cm" or a number in a path keeps its exact characters.
const address = /(?:https?:\/\/|mailto:|www\.)[^\s<>"“”]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** The text cut into the stretches the rules read and the addresses between them, in order. */
function stretches(text: string): { text: string; address: boolean }[] {
  const out: { text: string; address: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(address)) {
    out.push({ text: text.slice(at, match.index), address: false }, { text: match[0], address: true });
    at = match.index + match[0].length;
  }
  out.push({ text: text.slice(at), address: false });
  return out;
}

const rulesFor = (lang: Lang) => rules.filter((rule) => rule.langs.includes(lang));

export interface Finding {
  rule: string;
  /** The text around the place, with the spaces the rule would change shown as they are. */
  context: string;
}

/** What in one string breaks the house typography of its language. */
export function typographyFindings(text: string, lang: Lang): Finding[] {
  const findings: Finding[] = [];
  for (const stretch of stretches(text).filter((candidate) => !candidate.address)) {
    for (const rule of rulesFor(lang)) {
      for (const match of stretch.text.matchAll(rule.pattern)) {
        const replaced = rule.replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
        if (replaced === match[0]) continue;
        const start = Math.max(0, match.index - 20);
        findings.push({ rule: rule.id, context: stretch.text.slice(start, match.index + match[0].length + 20) });
      }
    }
  }
  return findings;
}

/** The string in its language's house typography; applying it again changes nothing. */
export function fixTypography(text: string, lang: Lang): string {
  return stretches(text)
    .map((stretch) =>
      stretch.address ? stretch.text : rulesFor(lang).reduce((fixed, rule) => fixed.replace(rule.pattern, rule.replacement), stretch.text),
    )
    .join('');
}
