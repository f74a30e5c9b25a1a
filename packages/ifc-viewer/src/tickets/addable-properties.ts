import { enumerationType, type PropertyType, propertyType } from './property-types.ts';

/** A property a set does not have yet, which the author can add with its standard type. */
export interface AddableProperty {
  name: string;
  type: PropertyType;
}

/** IFC4's PEnum_ElementStatus, the Status of every Pset_…Common. */
export const elementStatus = enumerationType('PEnum_ElementStatus', ['NEW', 'EXISTING', 'DEMOLISH', 'TEMPORARY', 'OTHER', 'NOTKNOWN', 'UNSET']);

/** Properties buildingSMART's templates give most Pset_…Common sets, with their types. */
const common: readonly AddableProperty[] = [
  { name: 'Reference', type: propertyType('IFCIDENTIFIER')! },
  { name: 'Status', type: elementStatus },
  { name: 'FireRating', type: propertyType('IFCLABEL')! },
  { name: 'AcousticRating', type: propertyType('IFCLABEL')! },
  { name: 'Combustible', type: propertyType('IFCBOOLEAN')! },
  { name: 'IsExternal', type: propertyType('IFCBOOLEAN')! },
  { name: 'ThermalTransmittance', type: propertyType('IFCTHERMALTRANSMITTANCEMEASURE')! },
];

/** The standard properties the set lacks; none for sets outside the standard's Pset_…Common. */
export function addableProperties(setName: string, present: readonly string[]): AddableProperty[] {
  if (!/^Pset_\w+Common$/.test(setName)) return [];
  return common.filter((property) => !present.includes(property.name));
}

export type CustomKind = 'text' | 'number' | 'boolean';

/** A property of the author's own naming: a label, a plain number or a truth value. */
export const customType = (kind: CustomKind): PropertyType =>
  propertyType(kind === 'text' ? 'IFCLABEL' : kind === 'number' ? 'IFCREAL' : 'IFCBOOLEAN')!;

/** Property names as IFC writers use them: a letter, then letters, digits and underscores. */
export const validPropertyName = (name: string) => /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name);
