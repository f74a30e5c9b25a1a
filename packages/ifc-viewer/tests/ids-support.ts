import { IfcEngine } from '@lotrecht/ifc-viewer';
import { nodeWasm } from '@lotrecht/ifc-viewer/node';
import type { IfcAPI } from 'web-ifc';

/* What the IDS tests share: web-ifc in Node, small IFC models written in the test, small IDS files. */

let engine: Promise<IfcAPI> | undefined;
export const ifcApi = () => (engine ??= new IfcEngine(nodeWasm()).ready());

/** An IFC4 file around the given DATA lines. */
export const ifcText = (...data: string[]) =>
  [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION((''),'2;1');",
    "FILE_NAME('t.ifc','2025-03-03T09:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    ...data,
    'ENDSEC;',
    'END-ISO-10303-21;',
  ].join('\n');

/** Opens IFC text, runs `use` on the open model and closes it again. */
export async function withModel<T>(text: string, use: (api: IfcAPI, modelID: number) => T): Promise<T> {
  const api = await ifcApi();
  const modelID = api.OpenModel(new TextEncoder().encode(text), { COORDINATE_TO_ORIGIN: false });
  try {
    return use(api, modelID);
  } finally {
    api.CloseModel(modelID);
  }
}

/** An IDS 1.0 file around the given specification elements. */
export const idsText = (...specifications: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ids xmlns="http://standards.buildingsmart.org/IDS" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://standards.buildingsmart.org/IDS http://standards.buildingsmart.org/IDS/1.0/ids.xsd">
  <info><title>Test</title></info>
  <specifications>${specifications.join('\n')}</specifications>
</ids>`;

/** A specification; `applicability` and `requirements` are facet elements, `occurs` the applicability's attributes. */
export const spec = (name: string, applicability: string, requirements = '', occurs = '') =>
  `<specification name="${name}" ifcVersion="IFC4"><applicability${occurs ? ` ${occurs}` : ''}>${applicability}</applicability>${requirements ? `<requirements>${requirements}</requirements>` : ''}</specification>`;

export const simple = (value: string) => `<simpleValue>${value}</simpleValue>`;
export const entity = (name: string, predefinedType?: string) =>
  `<entity><name>${simple(name)}</name>${predefinedType ? `<predefinedType>${simple(predefinedType)}</predefinedType>` : ''}</entity>`;
export const property = (set: string, name: string, options: { dataType?: string; value?: string; cardinality?: string } = {}) =>
  `<property${options.dataType ? ` dataType="${options.dataType}"` : ''}${options.cardinality ? ` cardinality="${options.cardinality}"` : ''}><propertySet>${simple(set)}</propertySet><baseName>${simple(name)}</baseName>${options.value ? `<value>${options.value}</value>` : ''}</property>`;
export const restriction = (base: string, ...facets: string[]) => `<xs:restriction base="xs:${base}">${facets.join('')}</xs:restriction>`;

/**
 * A storey with two walls, a wall type, a door in an opening of the first wall, property and quantity
 * sets, a DIN 276 classification with a parent code, and a layered material. Lengths are in millimetres.
 */
export const sampleModel = ifcText(
  "#1=IFCPROJECT('0Proj00000000000000001',$,'Projekt',$,$,$,$,$,#6);",
  '#2=IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.);',
  '#3=IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.);',
  '#6=IFCUNITASSIGNMENT((#2,#3));',
  "#10=IFCSITE('0Site00000000000000001',$,'Grundstück',$,$,$,$,$,$,$,$,$,$,$);",
  "#11=IFCBUILDING('0Bldg00000000000000001',$,'Haus',$,$,$,$,$,$,$,$,$);",
  "#12=IFCBUILDINGSTOREY('0Stor00000000000000001',$,'EG',$,$,$,$,$,.ELEMENT.,0.);",
  "#13=IFCRELAGGREGATES('0Aggr00000000000000001',$,$,$,#1,(#10));",
  "#14=IFCRELAGGREGATES('0Aggr00000000000000002',$,$,$,#10,(#11));",
  "#15=IFCRELAGGREGATES('0Aggr00000000000000003',$,$,$,#11,(#12));",
  "#20=IFCWALL('0Wall00000000000000001',$,'Wand 1',$,$,$,$,$,.SOLIDWALL.);",
  "#21=IFCWALL('0Wall00000000000000002',$,'Wand 2',$,'Brandwand',$,$,$,.USERDEFINED.);",
  "#22=IFCWALLTYPE('0Type00000000000000001',$,'Innenwand',$,$,(#40),$,$,$,.PARTITIONING.);",
  "#23=IFCRELDEFINESBYTYPE('0DTyp00000000000000001',$,$,$,(#21),#22);",
  "#24=IFCWALL('0Wall00000000000000003',$,'Wand 3',$,'Brandwand',$,$,$,.USERDEFINED.);",
  "#30=IFCPROPERTYSET('0Pset00000000000000001',$,'Pset_WallCommon',$,(#31,#32,#33));",
  "#31=IFCPROPERTYSINGLEVALUE('IsExternal',$,IFCBOOLEAN(.T.),$);",
  "#32=IFCPROPERTYSINGLEVALUE('ThermalTransmittance',$,IFCTHERMALTRANSMITTANCEMEASURE(0.24),$);",
  "#33=IFCPROPERTYSINGLEVALUE('Width',$,IFCLENGTHMEASURE(240.),$);",
  "#34=IFCRELDEFINESBYPROPERTIES('0DPro00000000000000001',$,$,$,(#20),#30);",
  "#40=IFCPROPERTYSET('0Pset00000000000000002',$,'Pset_WallCommon',$,(#41,#42));",
  "#41=IFCPROPERTYSINGLEVALUE('IsExternal',$,IFCBOOLEAN(.F.),$);",
  "#42=IFCPROPERTYSINGLEVALUE('FireRating',$,IFCLABEL('F90'),$);",
  "#43=IFCPROPERTYSET('0Pset00000000000000003',$,'Pset_WallCommon',$,(#44));",
  "#44=IFCPROPERTYSINGLEVALUE('FireRating',$,IFCLABEL('F30'),$);",
  "#45=IFCRELDEFINESBYPROPERTIES('0DPro00000000000000002',$,$,$,(#21),#43);",
  "#50=IFCELEMENTQUANTITY('0Qto000000000000000001',$,'Qto_WallBaseQuantities',$,$,(#51));",
  "#51=IFCQUANTITYLENGTH('Length',$,$,5000.,$);",
  "#52=IFCRELDEFINESBYPROPERTIES('0DPro00000000000000003',$,$,$,(#20),#50);",
  "#60=IFCCLASSIFICATION($,$,$,'DIN 276',$,$,$);",
  "#61=IFCCLASSIFICATIONREFERENCE($,'330','Außenwände',#60,$,$);",
  "#62=IFCCLASSIFICATIONREFERENCE($,'331','Tragende Außenwände',#61,$,$);",
  "#63=IFCRELASSOCIATESCLASSIFICATION('0Clas00000000000000001',$,$,$,(#20),#62);",
  "#70=IFCMATERIAL('Stahlbeton',$,'concrete');",
  "#71=IFCMATERIALLAYER(#70,240.,$,'Tragschicht',$,$,$);",
  "#72=IFCMATERIALLAYERSET((#71),'AW 24',$);",
  '#73=IFCMATERIALLAYERSETUSAGE(#72,.AXIS2.,.POSITIVE.,0.,$);',
  "#74=IFCRELASSOCIATESMATERIAL('0Matl00000000000000001',$,$,$,(#20),#73);",
  "#80=IFCRELCONTAINEDINSPATIALSTRUCTURE('0Cont00000000000000001',$,$,$,(#20,#21,#90),#12);",
  "#90=IFCDOOR('0Door00000000000000001',$,'Tür 1',$,$,$,$,$,2135.,1010.,.DOOR.,$,$);",
  "#91=IFCOPENINGELEMENT('0Open00000000000000001',$,$,$,$,$,$,$,.OPENING.);",
  "#92=IFCRELVOIDSELEMENT('0Void00000000000000001',$,$,$,#20,#91);",
  "#93=IFCRELFILLSELEMENT('0Fill00000000000000001',$,$,$,#91,#90);",
);
