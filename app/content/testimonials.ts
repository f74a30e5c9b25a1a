import type { CustomerId } from './customers.ts';

/**
 * The three customer voices on the home page: who said it and for which firm (names are not
 * translated; the firm's wordmark is in `customers.ts`); the quote and the position are copy, in
 * `locales/<lang>/home.json` under `testimonials.items.<id>`. No photographs: each person is shown by
 * a monogram with their firm's sign, which keeps its shape at every width.
 *
 * EXAMPLE DATA, like the customers (`site.company.exampleData` covers them): replace them with real, approved
 * quotes before going live. No one here may share a name with the company's own people (a test checks).
 */
export interface Testimonial {
  id: string;
  name: string;
  customer: CustomerId;
}

export const testimonials = [
  { id: 'brenner', name: 'Judith Brenner', customer: 'westhafen' },
  { id: 'reinholz', name: 'Tobias Reinholz', customer: 'baufeld' },
  { id: 'okafor', name: 'Lena Okafor', customer: 'quartier-sued' },
] as const satisfies readonly Testimonial[];

export type TestimonialId = (typeof testimonials)[number]['id'];
