/**
 * The IFC types the writer gives property and quantity values: IFC needs them spelled out
 * (IFCBOOLEAN(.T.), IFCQUANTITYAREA), the building model only knows numbers, strings and booleans.
 */

const propertyTypes: Record<string, string> = {
  Reference: 'IFCIDENTIFIER',
  IsExternal: 'IFCBOOLEAN',
  LoadBearing: 'IFCBOOLEAN',
  SelfClosing: 'IFCBOOLEAN',
  HandicapAccessible: 'IFCBOOLEAN',
  PubliclyAccessible: 'IFCBOOLEAN',
  FireRating: 'IFCLABEL',
  AcousticRating: 'IFCLABEL',
  ThermalTransmittance: 'IFCTHERMALTRANSMITTANCEMEASURE',
  GlazingAreaFraction: 'IFCPOSITIVERATIOMEASURE',
  NetPlannedArea: 'IFCAREAMEASURE',
  NominalDiameter: 'IFCPOSITIVELENGTHMEASURE',
  Height: 'IFCPOSITIVELENGTHMEASURE',
  NumberOfRiser: 'IFCCOUNTMEASURE',
  NumberOfTreads: 'IFCCOUNTMEASURE',
  RiserHeight: 'IFCPOSITIVELENGTHMEASURE',
  TreadLength: 'IFCPOSITIVELENGTHMEASURE',
  FireExit: 'IFCBOOLEAN',
  NominalLoad: 'IFCMASSMEASURE',
  NominalSpeed: 'IFCLINEARVELOCITYMEASURE',
  NominalAirFlowRate: 'IFCVOLUMETRICFLOWRATEMEASURE',
  Status: 'IFCLABEL',
  Description: 'IFCTEXT',
};

export function propertyType(name: string): string {
  const type = propertyTypes[name];
  if (!type) throw new Error(`no IFC type known for the property ${name}`);
  return type;
}

/** The quantity entity for a base quantity, by the naming of the Qto_ sets: areas end in Area, volumes in Volume. */
export function quantityEntity(name: string): string {
  if (name.endsWith('Area')) return 'IFCQUANTITYAREA';
  if (name.endsWith('Volume')) return 'IFCQUANTITYVOLUME';
  return 'IFCQUANTITYLENGTH';
}
