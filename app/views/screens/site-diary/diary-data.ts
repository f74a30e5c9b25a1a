import { viewToday } from '../../kit/dates.ts';
import type { Scene } from '../../photos/SitePhoto.tsx';
import type { PersonId } from '../../project.ts';

export type TradeId = 'frame' | 'hvac' | 'facade' | 'screed' | 'electrical';

/** The day's entry: numbers and times; the weather's words and every text are copy (`viewDiary.json`). */
export const entry = {
  date: viewToday,
  number: 142,
  start: '07:00',
  end: '16:30',
  weather: { morning: 3, noon: 7, wind: 15 },
  /** When the phone last kept the draft. */
  savedAt: '16:38',
};

/** The firms on site today and their head count, each with what they did (`work.<id>` in the copy). Firms are fictional. */
export const crews: readonly { trade: TradeId; company: string; count: number; work: readonly WorkId[] }[] = [
  { trade: 'frame', company: 'Havelstein Bau GmbH', count: 14, work: ['slab', 'walls'] },
  { trade: 'hvac', company: 'Ostrowski Haustechnik GmbH', count: 8, work: ['ducts'] },
  { trade: 'facade', company: 'Fenwerk Fassaden GmbH', count: 6, work: ['windows'] },
  { trade: 'screed', company: 'Estrichbau Demir', count: 5, work: ['screed'] },
  { trade: 'electrical', company: 'Elektro Schulz GmbH', count: 4, work: ['conduits'] },
];

export type WorkId = 'slab' | 'walls' | 'ducts' | 'windows' | 'screed' | 'conduits';

export const deliveries: readonly { id: 'concrete' | 'windows' | 'rebar'; time: string }[] = [
  { id: 'concrete', time: '07:10' },
  { id: 'windows', time: '10:15' },
  { id: 'rebar', time: '13:30' },
];

/** The day's notice of obstruction, sent on as an RFI. */
export const obstruction = { time: '11:20', rfi: 'RFI-039' };

export const photos: readonly { scene: Scene; id: 'formwork' | 'window' | 'delivery'; time: string }[] = [
  { scene: 'formwork', id: 'formwork', time: '09:12' },
  { scene: 'window', id: 'window', time: '11:04' },
  { scene: 'delivery', id: 'delivery', time: '10:18' },
];

/** Who signs the entry: the site manager has, the frame contractor's foreman has, the client has yet to. */
export const signatures: readonly { person: PersonId; signed?: string }[] = [
  { person: 'novak', signed: '16:42' },
  { person: 'krueger', signed: '16:55' },
  { person: 'weber' },
];

/** The phone shows the entry while the site manager fills it in: the crews counted so far. */
export const phoneCrews: readonly TradeId[] = ['frame', 'facade'];
