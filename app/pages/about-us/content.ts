import { type Person, people } from '../../content/company-people.ts';
import { threeProjectsRender } from '../../media/renders/three-projects.generated.ts';
import type { GlyphName } from './Glyph.tsx';

/** The six values in the order shown, each with its small drawing; copy under `values.items`. */
export const values: readonly { id: 'practice' | 'clarity' | 'reliability' | 'openness' | 'simplicity' | 'together'; glyph: GlyphName }[] = [
  { id: 'practice', glyph: 'helmet' },
  { id: 'clarity', glyph: 'eye' },
  { id: 'reliability', glyph: 'shield' },
  { id: 'openness', glyph: 'link' },
  { id: 'simplicity', glyph: 'plumb' },
  { id: 'together', glyph: 'people' },
];

/** The teams of spec section 2, each with its drawing; copy under `teams.items`. */
export const teams: readonly {
  id: 'bimManagers' | 'ceo' | 'cto' | 'sales' | 'marketing' | 'development' | 'design';
  glyph: GlyphName;
}[] = [
  { id: 'bimManagers', glyph: 'cube' },
  { id: 'ceo', glyph: 'compass' },
  { id: 'cto', glyph: 'server' },
  { id: 'sales', glyph: 'chat' },
  { id: 'marketing', glyph: 'megaphone' },
  { id: 'development', glyph: 'code' },
  { id: 'design', glyph: 'pen' },
];

type Leader = Extract<(typeof people)[number], { leadership: true }>;

/** The people of the leadership section, in the order of the list; copy under `leadership.people`. */
export const leadership: readonly Leader[] = people.filter((person: Person): person is Leader => person.leadership);

/**
 * The picture beside the story, where a visitor expects a photograph: the buildings of the three case
 * studies in one render of their IFC models (`npm run renders`); its alt text is `story.visual`.
 */
export const storyPicture = threeProjectsRender;
