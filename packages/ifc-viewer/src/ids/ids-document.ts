/*
 * An IDS 1.0 file as plain data: no DOM nodes and no compiled patterns in it, so a document read in a page
 * can be handed to a worker (structured clone) or written out as JSON.
 */

/** How a requirement facet counts: present and matching, absent or matching, or absent. */
export type IdsCardinality = 'required' | 'optional' | 'prohibited';

/** The relations a partOf facet may follow; the last one is a single IDS value for "fills an opening in". */
export type IdsRelation =
  | 'IFCRELAGGREGATES'
  | 'IFCRELASSIGNSTOGROUP'
  | 'IFCRELCONTAINEDINSPATIALSTRUCTURE'
  | 'IFCRELNESTS'
  | 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT';

/**
 * An `xs:restriction`, its facets as written. Facets of one kind are alternatives (any enumeration value,
 * any pattern), facets of different kinds must all hold. Bounds stay text: how they compare depends on
 * the value they meet (a real with IDS's tolerance, an integer exactly).
 */
export interface IdsRestriction {
  /** The `base` attribute without its prefix: `string`, `double`, `integer`, `boolean` … */
  base?: string;
  enumeration?: string[];
  /** XML Schema regular expressions, matched against the whole value. */
  patterns?: string[];
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  length?: number;
  minLength?: number;
  maxLength?: number;
}

/** A facet parameter: one exact value, or a restriction. */
export type IdsValue = { simpleValue: string } | { restriction: IdsRestriction };

interface FacetCommon {
  /** Always `required` in an applicability. */
  cardinality: IdsCardinality;
  instructions?: string;
  uri?: string;
}

export interface IdsEntityFacet extends FacetCommon {
  facet: 'entity';
  /** Upper-case IFC class, matched exactly: a subclass does not match its parent (IDS 1.0). */
  name: IdsValue;
  predefinedType?: IdsValue;
}

export interface IdsAttributeFacet extends FacetCommon {
  facet: 'attribute';
  name: IdsValue;
  value?: IdsValue;
}

export interface IdsPropertyFacet extends FacetCommon {
  facet: 'property';
  propertySet: IdsValue;
  baseName: IdsValue;
  /** Upper-case IFC defined type the value must have (IFCLABEL, IFCLENGTHMEASURE …). */
  dataType?: string;
  /** For measures, in the SI unit IDS nominates for the data type. */
  value?: IdsValue;
}

export interface IdsClassificationFacet extends FacetCommon {
  facet: 'classification';
  system?: IdsValue;
  value?: IdsValue;
}

export interface IdsMaterialFacet extends FacetCommon {
  facet: 'material';
  value?: IdsValue;
}

export interface IdsPartOfFacet extends FacetCommon {
  facet: 'partOf';
  /** Without one, any of the relations, in any mix, up to any depth. */
  relation?: IdsRelation;
  entity: { name: IdsValue; predefinedType?: IdsValue };
}

export type IdsFacet = IdsEntityFacet | IdsAttributeFacet | IdsPropertyFacet | IdsClassificationFacet | IdsMaterialFacet | IdsPartOfFacet;
export type IdsFacetKind = IdsFacet['facet'];

export interface IdsSpecification {
  name: string;
  description?: string;
  instructions?: string;
  identifier?: string;
  /** The schemas the author wrote it for (IFC2X3, IFC4, IFC4X3_ADD2); the check does not skip others. */
  ifcVersion: string[];
  /** How many elements must match the applicability: 1 … unbounded is required, 0 … unbounded optional, 0 … 0 prohibited. */
  minOccurs: number;
  maxOccurs: number | 'unbounded';
  applicability: IdsFacet[];
  requirements: IdsFacet[];
  requirementsDescription?: string;
}

export interface IdsInfo {
  title: string;
  copyright?: string;
  version?: string;
  description?: string;
  author?: string;
  date?: string;
  purpose?: string;
  milestone?: string;
}

export interface IdsDocument {
  info: IdsInfo;
  specifications: IdsSpecification[];
}
