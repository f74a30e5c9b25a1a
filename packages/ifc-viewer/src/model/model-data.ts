/** What the viewer knows of an opened IFC file, as plain data: the tree, the panels, search and comparison read it. */

export type Value = string | number | boolean;

export interface PropertyEntry {
  name: string;
  value: Value;
  /** The unit's symbol of a measure (W/(m²·K), m², mm), none for plain numbers, texts and truth values. */
  unit?: string;
}

/** The attributes of an element, or one of its property sets or quantity sets. */
export interface PropertyGroup {
  name: string;
  kind: 'attributes' | 'properties' | 'quantities';
  entries: PropertyEntry[];
}

export interface ModelElement {
  expressID: number;
  globalId: string;
  /** The schema's spelling, e.g. IfcWindow. */
  ifcClass: string;
  name: string;
  /** Express id of the storey that contains (or aggregates) it, if any. */
  storey: number | undefined;
  /** Express id of the element it is a part of (a curtain wall's plate, a stair's flight), if any. */
  partOf?: number;
  groups: PropertyGroup[];
  /** Attributes by name and properties and quantities as `Set.Property`: what search and comparison look at. */
  facts: Record<string, Value>;
}

export interface ModelStorey {
  expressID: number;
  name: string;
  /** In metres. */
  elevation: number;
}

export interface ModelData {
  schema: string;
  projectName: string;
  /** Metres per length unit of the file (0.001 for a file in millimetres). */
  metresPerUnit: number;
  storeys: ModelStorey[];
  /** Every product but the spatial structure and openings, ordered by express id. */
  elements: ModelElement[];
  /** The openings cut into walls and slabs: not drawn nor listed in the tree, but compared between versions. */
  openings: ModelElement[];
}

/** Everything a version comparison matches by GlobalId: the elements and the openings. */
export const comparedElements = (data: ModelData): ModelElement[] => [...data.elements, ...data.openings];
