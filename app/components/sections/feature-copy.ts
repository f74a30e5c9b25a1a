/** The copy of one feature section, as every product page's locale file holds it under `sections.<id>`. */
export interface FeatureCopy {
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  /** A process in order (the RFI's five steps, the property-set ticket's three). */
  steps?: readonly string[];
  artAlt: string;
  video?: { label: string; description: string };
}
