import type { CertificationKind, CertificationScope, CountryCode } from '../../../shared/site-hosting.ts';
import type { FactId, StageId } from './stages.ts';

/** One fact of a stage: what it is, its value and a note; `{{placeholders}}` take the hosting configuration's figures. */
export interface FactCopy {
  label: string;
  value: string;
  note?: string;
}

/** A stage of the file's way: its name and place on the path, the title and lead sentence of its panel, its facts. */
export interface StageCopy<Fact extends string = string> {
  /** On the path, first line: "Rechenzentrum". */
  name: string;
  /** On the path, second line, where or how: "{{city}}", "{{protocol}}". */
  place: string;
  /** The panel's heading: "Rechenzentrum {{city}}". */
  title: string;
  lead: string;
  facts: Record<Fact, FactCopy>;
}

/**
 * The copy of "where the data lives": `location.piece` in `locales/<lang>/cloudSecurity.json`. The
 * page reads it and hands it over; the component holds no string of its own, and every name, figure
 * and unit of the hosting comes from `app/shared/site-hosting.ts` through the placeholders.
 */
export interface DataLocationCopy {
  /** The path's accessible name, as tab list and, before the script, as list of links: "Stationen der Datei". */
  label: string;
  /** The strip of stages before the script, which scrolls sideways: "Die Stationen im Einzelnen". */
  stripLabel: string;
  /** The example file whose way the piece follows. */
  file: { label: string; value: string };
  /** Over a panel: "Station {{number}} von {{count}}". */
  step: string;
  /** Around the two data centres on the path: "Rechenzentren in {{country}}". */
  region: string;
  countries: Record<CountryCode, string>;
  stages: { [Stage in StageId]: StageCopy<FactId<Stage>> };
  /** What holds for every stage: where the data lives, the law that applies, the certificates. */
  frame: {
    title: string;
    location: FactCopy;
    law: FactCopy;
    laws: Record<CountryCode, string>;
    regulations: { GDPR: string };
    /** A certificate's name and kind: "{{name}}, Testat Typ 2". */
    kinds: Record<CertificationKind, string>;
    /** What it covers: "Betrieb der Plattform {{brand}}". */
    scopes: Record<CertificationScope, string>;
  };
}

/** The whole band: `location` in `locales/<lang>/cloudSecurity.json`. */
export interface DataLocationSectionCopy {
  section: { eyebrow: string; title: string; intro: string };
  piece: DataLocationCopy;
}
