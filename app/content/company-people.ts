/**
 * The company as people: who leads it, where its people work, and its dates. The about-us and careers
 * pages are made from these lists; their words (roles, the line on each person, what each place and
 * year stands for) are in `locales/{de,en}/aboutUs.json` and `careers.json`.
 *
 * EXAMPLE DATA, like `site.company` (site.ts), whose `exampleData` covers them too: the example
 * company's people, places and history, to be replaced by the operator before going live, together
 * with the copy. The managing directors must be those of the imprint (`companyLegal.managingDirectors`
 * in site-legal.ts; a unit test holds them together). Everyone else is invented. No photos: each person is shown by a monogram.
 */
import type { TeamId } from './vacancies.ts';

export type PersonId = 'albers' | 'wendt' | 'sommer' | 'marquardt' | 'kaya' | 'kowalczyk' | 'brandt';

export interface Person {
  /** The key of the person's copy: `leadership.people.<id>` (about us). */
  id: PersonId;
  /** As on the imprint for a managing director, else as the person writes it. Not translated. */
  name: string;
  /** The team the person leads; the careers page names them on that team's card. */
  leads: TeamId;
  /** A managing director (Geschäftsführer), listed in the imprint. */
  managingDirector: boolean;
  /** Shown in the leadership section of the about-us page; team leads beyond it appear on careers only. */
  leadership: boolean;
}

export const people = [
  { id: 'albers', name: 'Dr. Katrin Albers', leads: 'ceo', managingDirector: true, leadership: true },
  { id: 'wendt', name: 'Jonas Wendt', leads: 'sales', managingDirector: true, leadership: true },
  { id: 'sommer', name: 'Henrik Sommer', leads: 'cto', managingDirector: false, leadership: true },
  { id: 'marquardt', name: 'Lea Marquardt', leads: 'designProduct', managingDirector: false, leadership: true },
  { id: 'kaya', name: 'Murat Kaya', leads: 'bimManagers', managingDirector: false, leadership: true },
  { id: 'kowalczyk', name: 'Anna Kowalczyk', leads: 'softwareDevelopment', managingDirector: false, leadership: true },
  { id: 'brandt', name: 'Sophie Brandt', leads: 'marketing', managingDirector: false, leadership: false },
] as const satisfies readonly Person[];

export type PlaceId = 'berlin' | 'munich' | 'remote';

export interface Place {
  /** The key of its copy: `places.items.<id>`. */
  id: PlaceId;
  /** 'office' has an address (Berlin's is the company's, from site.ts); 'remote' is anywhere in Germany. */
  kind: 'headquarters' | 'office' | 'remote';
  /** How many people work there. */
  people: number;
}

export const places = [
  { id: 'berlin', kind: 'headquarters', people: 46 },
  { id: 'munich', kind: 'office', people: 7 },
  { id: 'remote', kind: 'remote', people: 9 },
] as const satisfies readonly Place[];

/** Everyone, counted from the places. */
export const headcount = places.reduce((sum, place) => sum + place.people, 0);

export type MilestoneId = 'founded' | 'pilot' | 'launch' | 'hundredProjects' | 'openApi' | 'munich' | 'webApp' | 'today';

/** The company's dates, oldest first; copy under `timeline.items.<id>`. Only what the company can show. */
export const milestones = [
  { id: 'founded', year: 2019 },
  { id: 'pilot', year: 2020 },
  { id: 'launch', year: 2021 },
  { id: 'hundredProjects', year: 2022 },
  { id: 'openApi', year: 2023 },
  { id: 'munich', year: 2024 },
  { id: 'webApp', year: 2025 },
  { id: 'today', year: 2026 },
] as const satisfies readonly { id: MilestoneId; year: number }[];
