import { portraitAlbers, portraitOkafor, portraitReinholz } from '../media/image-manifest.generated.ts';
import type { CompactImage } from '../media/manifest-types.ts';

/**
 * The three customer voices on the home page: who said it (names and companies are not translated);
 * the quote and the position are copy, in `locales/<lang>/home.json` under `testimonials.items.<id>`.
 *
 * These are the example company's sample customers, like the rest of `site.ts`: replace them with
 * real, approved quotes before going live.
 */
export interface Testimonial {
  id: string;
  name: string;
  company: string;
  portrait: CompactImage;
}

export const testimonials = [
  { id: 'albers', name: 'Katrin Albers', company: 'Albers Hoffmann Architekten', portrait: portraitAlbers },
  { id: 'reinholz', name: 'Tobias Reinholz', company: 'Baufeld Generalbau GmbH', portrait: portraitReinholz },
  { id: 'okafor', name: 'Miriam Okafor', company: 'Quartier Süd Projektentwicklung GmbH', portrait: portraitOkafor },
] as const satisfies readonly Testimonial[];

export type TestimonialId = (typeof testimonials)[number]['id'];
