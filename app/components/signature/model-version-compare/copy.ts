import type { ChangeKind, Unit } from './changes.ts';

/**
 * The copy of the version comparison: `compare.piece` in `locales/<lang>/bimModel.json`. The page
 * reads it and hands it over; the component holds no string of its own. Element names, IFC classes
 * and property names are the model's own and stay as the file has them.
 */
export interface ModelVersionCompareCopy {
  /** The model compared: "Architekturmodell". */
  model: string;
  /** A version's short name: "V{{number}}". */
  version: string;
  /** When a version was uploaded: "hochgeladen am {{date}}". */
  uploaded: string;
  /** After the first elements of a long list: "und {{count}} weitere, im Modell markiert". */
  more: string;
  /** Read between the two versions in place of the arrow: "zu". */
  towards: string;
  /** "{{count}} Abweichungen gegenüber {{version}}". */
  total: string;
  /** The tab list's accessible name: "Änderungen nach Art". */
  kindsLabel: string;
  /** The tabs and, without the script, the lists' headings. */
  kinds: Record<ChangeKind, string>;
  /** Read before an element's IFC class: "IFC-Klasse". */
  ifcClass: string;
  /** Read before a property's earlier and new value: "vorher", "jetzt". */
  before: string;
  after: string;
  /** A measured value with its unit: "{{value}} m". */
  units: Record<Unit, string>;
  drawing: {
    /** The drawing's text alternative. */
    label: string;
    /** What the drawing shows and how, for the kind shown: every kind before the script, else the selected tab's. */
    caption: Record<ChangeKind | 'all', string>;
  };
}

/** The whole band: `compare` in `locales/<lang>/bimModel.json`. */
export interface ModelVersionCompareSectionCopy {
  section: { eyebrow: string; title: string; intro: string };
  piece: ModelVersionCompareCopy;
}
