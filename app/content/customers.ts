/**
 * The customers the site names: the wordmarks under the home hero, the firms behind the case studies
 * and the testimonials. Each wordmark is set in the site's own type (no vendor logo, no image): the
 * firm's name, the line that says what it does, a typographic treatment and a small geometric sign,
 * drawn by `app/components/trust/Wordmark.module.css`. Firm names are not translated.
 *
 * EXAMPLE DATA: invented firms, like the rest of the example company in `app/shared/site.ts`
 * (`site.company.exampleData` covers them). Replace them with real customers who agreed to be named.
 */

/** The small geometric sign before a wordmark. */
export type WordmarkSign = 'ring' | 'bars' | 'quarter' | 'diamond' | 'arch' | 'cross';

/**
 * How a wordmark sets its two parts:
 * - `lower`: both in lower case, the line beneath;
 * - `caps`: a heavy capital name over a widely spaced line;
 * - `stacked`: a bold name over a small plain line;
 * - `spaced`: a light, widely spaced capital name over a small bold line;
 * - `inline`: a bold name and a plain line side by side, a rule between;
 * - `boxed`: the name framed like a stamp, the line beneath.
 */
export type WordmarkStyle = 'lower' | 'caps' | 'stacked' | 'spaced' | 'inline' | 'boxed';

export interface Customer {
  id: string;
  /** The firm's name as the wordmark sets it large ("Studio Westhafen"). */
  name: string;
  /** What follows the name in the firm's full name ("Architekten"). */
  line: string;
  sign: WordmarkSign;
  style: WordmarkStyle;
}

/** In the order the strip under the home hero shows them: architects, contractors, engineers, developers, clients. */
export const customers = [
  { id: 'westhafen', name: 'Studio Westhafen', line: 'Architekten', sign: 'ring', style: 'lower' },
  { id: 'baufeld', name: 'Baufeld', line: 'Generalbau', sign: 'bars', style: 'caps' },
  { id: 'rautenberg', name: 'Rautenberg', line: 'Ingenieure', sign: 'diamond', style: 'spaced' },
  { id: 'quartier-sued', name: 'Quartier Süd', line: 'Projektentwicklung', sign: 'quarter', style: 'stacked' },
  { id: 'morgenthal', name: 'Morgenthal', line: 'TGA-Planung', sign: 'cross', style: 'boxed' },
  { id: 'elbhang', name: 'Elbhang', line: 'Wohnbau eG', sign: 'arch', style: 'inline' },
] as const satisfies readonly Customer[];

export type CustomerId = (typeof customers)[number]['id'];

const byId = new Map<string, Customer>(customers.map((customer) => [customer.id, customer]));

export function customer(id: CustomerId): Customer {
  return byId.get(id) as Customer;
}

/** The firm's full name as a sentence names it: "Studio Westhafen Architekten". */
export function customerName(id: CustomerId): string {
  const { name, line } = customer(id);
  return `${name} ${line}`;
}
