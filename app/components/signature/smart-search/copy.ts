import type { RoomKind, SourceKind, Storey } from './windows.ts';

/**
 * The copy of the smart search: `search.piece` in `locales/<lang>/infoManagement.json`. The page reads
 * it (`copy('search')`) and hands it over; the component holds no string of its own. `{{min}}` and
 * `{{max}}` are widths in centimetres, written in the page language.
 */
export interface SmartSearchCopy {
  /** Names the search (a `search` landmark): "Intelligente Suche". */
  label: string;
  /** Where the search looks: "Quartier am Kanal · Baufeld B · Modelle, Pläne und Dokumente". */
  scope: string;
  /** Announces the query to a screen reader: "Suchanfrage". */
  queryLabel: string;
  /** The query as typed: "Fenster Breite {{min}}–{{max}} cm". */
  query: string;
  /** Names the list of active filters. */
  filtersLabel: string;
  chips: {
    /** "Typ: Fenster". */
    type: string;
    /** "Breite: {{min}}–{{max}} cm". */
    width: string;
    /** "Geschoss: alle". */
    storey: string;
  };
  width: {
    /** The fields' group: "Breite in cm". */
    legend: string;
    min: string;
    max: string;
    /** The unit written in the fields: "cm". */
    unit: string;
  };
  /** Above the scale of every window's width: "Alle Fenster nach Breite, in cm". */
  scale: string;
  /** The count of matches, also announced: "{{count}} von {{total}} Fenstern". */
  count: string;
  /** The result table's caption: "Fenster mit {{min}} bis {{max}} cm Breite". */
  caption: string;
  columns: {
    id: string;
    storey: string;
    room: string;
    width: string;
    height: string;
    source: string;
  };
  /** Storey names, short as plans write them: "EG", "1. OG". */
  storeys: Record<`${Storey}`, string>;
  rooms: Record<RoomKind, string>;
  /** Where a size was found: a label, and a detail with `{{width}}` (in metres), `{{number}}`, `{{index}}` or `{{version}}`. */
  sources: Record<SourceKind, { label: string; detail: string }>;
  /** No window in the range. */
  empty: string;
  /** The lower end above the upper one. */
  reversed: string;
}

export interface SmartSearchSectionCopy {
  section: {
    eyebrow: string;
    title: string;
    intro: string;
  };
  piece: SmartSearchCopy;
}
