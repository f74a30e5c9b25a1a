import type { RoomKind } from '../../../views/screens/plan-compare/floor-plan-data.ts';
import type { ChangeId } from './revisions.ts';

/** One change of the list, as `compare` in `locales/<lang>/planManagement.json` words it. */
export interface ChangeCopy {
  title: string;
  place: string;
  note: string;
}

/**
 * The copy of the comparison slider: `slider` in `compare` in `locales/<lang>/planManagement.json`. The page
 * reads it (`copy('slider')`) and hands it over; the component holds no string of its own.
 */
export interface PlanCompareSliderCopy {
  /** The plan compared: "Grundriss 3. OG". */
  plan: string;
  /** "Index {{index}}". */
  index: string;
  /** What each index is in the comparison: "Vorher", "Nachher". */
  before: string;
  after: string;
  /** The text alternative of one drawing: "{{plan}}, Index {{index}} vom {{date}}". */
  drawing: string;
  /** Names the group of both drawings: "Grundriss 3. OG, Index C und Index D im Vergleich". */
  comparison: string;
  handle: {
    /** The slider's accessible name. */
    label: string;
    /** The slider's spoken value: "Index D zu {{value}} % sichtbar". */
    value: string;
  };
  legend: {
    removed: string;
    added: string;
    cloud: string;
  };
  /** Room names on the drawing's stamps. */
  rooms: Record<RoomKind, string>;
  changes: {
    title: string;
    /** "Ausgelöst durch {{reference}}": the question a change answers. */
    reference: string;
    items: Record<`${ChangeId}`, ChangeCopy>;
  };
}
