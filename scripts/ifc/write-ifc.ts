import { site } from '../../app/shared/site.ts';
import { type BuildingModel, type Element, type Look, type Solid, spatialRelation } from './building-model.ts';
import { ifcGlobalId } from './global-id.ts';
import { propertyType, quantityEntity } from './ifc-measures.ts';
import { looks } from './looks.ts';
import { derived, enumeration, integer, type Spelled, StepFile, type StepValue, typed } from './step-file.ts';
import { associateMaterials, classify, groupInSystems } from './write-associations.ts';

export interface Issue {
  fileName: string;
  /** ISO date and time of the issue: written into the header and the owner history, never the clock's. */
  issued: string;
}

/**
 * An IFC4 file (ISO 10303-21) of a building model: project, site, building and storeys, every element
 * as an extruded rectangle with its property sets and base quantities, openings cut into their walls.
 * The same model and issue give the same bytes: ids come from names, times from the issue.
 */
export function writeIfc(model: BuildingModel, issue: Issue): string {
  const file = new StepFile();
  const globalId = (name: string) => ifcGlobalId(`${model.key}/${name}`);
  const point = (...coordinates: number[]) => file.shared('IFCCARTESIANPOINT', coordinates);
  const direction = (...ratios: number[]) => file.shared('IFCDIRECTION', ratios);
  const placement3d = (at: readonly number[], axis: StepValue = up, xAxis: StepValue = direction(1, 0, 0)) =>
    file.shared('IFCAXIS2PLACEMENT3D', point(...at), axis, xAxis);

  const organization = file.add('IFCORGANIZATION', null, site.company.name, null, null, null);
  const person = file.add('IFCPERSON', null, model.discipline, null, null, null, null, null, null);
  const user = file.add('IFCPERSONANDORGANIZATION', person, organization, null);
  const application = file.add('IFCAPPLICATION', organization, '1.0', `${site.brand} Beispielmodelle`, `${site.brand.toLowerCase()}-sample-models`);
  const created = integer(Date.parse(`${issue.issued}Z`) / 1000);
  const owner = file.add('IFCOWNERHISTORY', user, application, null, null, null, null, null, created);

  const metre = file.add('IFCSIUNIT', derived, enumeration('LENGTHUNIT'), null, enumeration('METRE'));
  const unit = (type: string, name: string) => file.add('IFCSIUNIT', derived, enumeration(type), null, enumeration(name));
  const uValue = file.add(
    'IFCDERIVEDUNIT',
    [
      file.add('IFCDERIVEDUNITELEMENT', unit('POWERUNIT', 'WATT'), integer(1)),
      file.add('IFCDERIVEDUNITELEMENT', metre, integer(-2)),
      file.add('IFCDERIVEDUNITELEMENT', unit('THERMODYNAMICTEMPERATUREUNIT', 'KELVIN'), integer(-1)),
    ],
    enumeration('THERMALTRANSMITTANCEUNIT'),
    null,
  );
  const units = file.add('IFCUNITASSIGNMENT', [
    metre,
    unit('AREAUNIT', 'SQUARE_METRE'),
    unit('VOLUMEUNIT', 'CUBIC_METRE'),
    unit('PLANEANGLEUNIT', 'RADIAN'),
    uValue,
  ]);
  const up = direction(0, 0, 1);
  const origin = placement3d([0, 0, 0]);
  const context = file.add('IFCGEOMETRICREPRESENTATIONCONTEXT', null, 'Model', integer(3), 1e-5, origin, direction(0, 1));
  const body = file.add(
    'IFCGEOMETRICREPRESENTATIONSUBCONTEXT',
    'Body',
    'Model',
    derived,
    derived,
    derived,
    derived,
    context,
    null,
    enumeration('MODEL_VIEW'),
    null,
  );

  const project = file.add(
    'IFCPROJECT',
    globalId('project'),
    owner,
    model.projectName,
    model.discipline,
    null,
    null,
    'Entwurfsplanung',
    [context],
    units,
  );
  const sitePlacement = file.add('IFCLOCALPLACEMENT', null, origin);
  const siteEntity = file.add(
    'IFCSITE',
    globalId('site'),
    owner,
    model.siteName,
    null,
    null,
    sitePlacement,
    null,
    null,
    enumeration('ELEMENT'),
    null,
    null,
    0,
    null,
    null,
  );
  const buildingPlacement = file.add('IFCLOCALPLACEMENT', sitePlacement, origin);
  const building = file.add(
    'IFCBUILDING',
    globalId('building'),
    owner,
    model.buildingName,
    null,
    null,
    buildingPlacement,
    null,
    null,
    enumeration('ELEMENT'),
    0,
    null,
    null,
  );
  const aggregate = (name: string, whole: Spelled, parts: Spelled[]) => file.add('IFCRELAGGREGATES', globalId(name), owner, null, null, whole, parts);
  aggregate('project/site', project, [siteEntity]);
  aggregate('site/building', siteEntity, [building]);
  const storeys = model.storeys.map((storey) => {
    const placement = file.add('IFCLOCALPLACEMENT', buildingPlacement, placement3d([0, 0, storey.elevation]));
    const id = file.add(
      'IFCBUILDINGSTOREY',
      globalId(`storey/${storey.key}`),
      owner,
      storey.name,
      null,
      null,
      placement,
      null,
      null,
      enumeration('ELEMENT'),
      storey.elevation,
    );
    return { storey, id, placement };
  });
  aggregate(
    'building/storeys',
    building,
    storeys.map(({ id }) => id),
  );

  const styles = new Map<Look, Spelled>();
  const style = (look: Look) => {
    const known = styles.get(look);
    if (known) return known;
    const { name, rgb, transparency } = looks[look];
    const colour = file.add('IFCCOLOURRGB', null, ...rgb);
    const created = file.add('IFCSURFACESTYLE', name, enumeration('BOTH'), [file.add('IFCSURFACESTYLESHADING', colour, transparency)]);
    styles.set(look, created);
    return created;
  };

  function sweptSolid(element: Element, { min, max, extrusion, section, profile }: Solid): Spelled {
    const rectangle = (cx: number, cy: number, x: number, y: number) =>
      file.shared('IFCRECTANGLEPROFILEDEF', enumeration('AREA'), null, file.shared('IFCAXIS2PLACEMENT2D', point(cx, cy), null), x, y);
    const circle = (cx: number, cy: number, diameter: number) =>
      file.shared('IFCCIRCLEPROFILEDEF', enumeration('AREA'), null, file.shared('IFCAXIS2PLACEMENT2D', point(cx, cy), null), diameter / 2);
    const section2d = (cx: number, cy: number, x: number, y: number) => (section === 'round' ? circle(cx, cy, x) : rectangle(cx, cy, x, y));
    if (extrusion === 'up') {
      return file.add(
        'IFCEXTRUDEDAREASOLID',
        section2d((min[0] + max[0]) / 2, (min[1] + max[1]) / 2, max[0] - min[0], max[1] - min[1]),
        placement3d([0, 0, min[2]]),
        up,
        max[2] - min[2],
      );
    }
    if (extrusion === 'along') {
      // Beams, ducts and pipes are swept along their length: the profile's x is up, its y the element's right-hand side.
      return file.add(
        'IFCEXTRUDEDAREASOLID',
        section2d((min[2] + max[2]) / 2, -(min[1] + max[1]) / 2, max[2] - min[2], max[1] - min[1]),
        placement3d([min[0], 0, 0], direction(1, 0, 0), up),
        up,
        max[0] - min[0],
      );
    }
    // A stair flight's side view lies in its x-z plane and is swept across the flight towards local -y.
    if (!profile) throw new Error(`${element.key}: an extrusion across needs a profile`);
    const outline = file.add(
      'IFCPOLYLINE',
      [...profile, profile[0]!].map(([x, z]) => point(x, z)),
    );
    const area = file.add('IFCARBITRARYCLOSEDPROFILEDEF', enumeration('AREA'), null, outline);
    return file.add('IFCEXTRUDEDAREASOLID', area, placement3d([0, max[1], 0], direction(0, -1, 0), direction(1, 0, 0)), up, max[1] - min[1]);
  }

  function shape(element: Element): Spelled {
    const items = [{ solid: element.solid, look: element.look }, ...(element.parts ?? [])].map(({ solid, look }) => {
      const item = sweptSolid(element, solid);
      file.add('IFCSTYLEDITEM', item, [style(look)], null);
      return item;
    });
    const representation = file.add('IFCSHAPEREPRESENTATION', body, 'Body', 'SweptSolid', items);
    return file.add('IFCPRODUCTDEFINITIONSHAPE', null, null, [representation]);
  }

  const overallSize = (element: Element) => {
    if (!element.overall) throw new Error(`${element.key}: a ${element.ifcClass} needs its overall width and height`);
    return element.overall;
  };

  const flightAttributes = (element: Element): StepValue[] => {
    if (!element.flight) throw new Error(`${element.key}: a stair flight needs its risers and treads`);
    const { risers, treads, riserHeight, treadLength } = element.flight;
    return [integer(risers), integer(treads), riserHeight, treadLength];
  };

  const ids = new Map<string, Spelled>();
  for (const element of model.elements) {
    const storey = storeys.find(({ storey }) => storey.key === element.storey);
    if (!storey) throw new Error(`${element.key}: no storey ${element.storey}`);
    const { at, xAxis } = element.solid;
    const placement = file.add('IFCLOCALPLACEMENT', storey.placement, placement3d(at, up, direction(...xAxis, 0)));
    const head = [globalId(element.key), owner, element.name, null, null, placement, shape(element)];
    const predefined = enumeration(element.predefinedType);
    const id =
      element.ifcClass === 'IfcSpace'
        ? file.add('IFCSPACE', ...head, element.longName ?? null, enumeration('ELEMENT'), predefined, null)
        : element.ifcClass === 'IfcWindow' || element.ifcClass === 'IfcDoor'
          ? file.add(element.ifcClass.toUpperCase(), ...head, null, overallSize(element).height, overallSize(element).width, predefined, null, null)
          : element.ifcClass === 'IfcStairFlight'
            ? file.add('IFCSTAIRFLIGHT', ...head, null, ...flightAttributes(element), predefined)
            : file.add(element.ifcClass.toUpperCase(), ...head, null, predefined);
    ids.set(element.key, id);

    for (const [name, values] of Object.entries(element.properties)) {
      const properties = Object.entries(values).map(([property, value]) =>
        file.shared('IFCPROPERTYSINGLEVALUE', property, null, typed(propertyType(property), value), null),
      );
      const set = file.add('IFCPROPERTYSET', globalId(`${element.key}/${name}`), owner, name, null, properties);
      file.add('IFCRELDEFINESBYPROPERTIES', globalId(`${element.key}/${name}/defines`), owner, null, null, [id], set);
    }
    for (const [name, values] of Object.entries(element.quantities)) {
      const quantities = Object.entries(values).map(([quantity, value]) => file.shared(quantityEntity(quantity), quantity, null, null, value, null));
      const set = file.add('IFCELEMENTQUANTITY', globalId(`${element.key}/${name}`), owner, name, null, null, quantities);
      file.add('IFCRELDEFINESBYPROPERTIES', globalId(`${element.key}/${name}/defines`), owner, null, null, [id], set);
    }
  }

  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`no element ${key} in ${model.key}`);
    return id;
  };
  for (const element of model.elements) {
    if (element.voids) file.add('IFCRELVOIDSELEMENT', globalId(`${element.key}/voids`), owner, null, null, idOf(element.voids), idOf(element.key));
    if (element.fills) file.add('IFCRELFILLSELEMENT', globalId(`${element.key}/fills`), owner, null, null, idOf(element.fills), idOf(element.key));
  }
  for (const { storey, id } of storeys) {
    const here = model.elements.filter((element) => element.storey === storey.key);
    const contained = here.filter((element) => spatialRelation(element.ifcClass) === 'contained').map((element) => idOf(element.key));
    const spaces = here.filter((element) => spatialRelation(element.ifcClass) === 'aggregated').map((element) => idOf(element.key));
    if (contained.length) file.add('IFCRELCONTAINEDINSPATIALSTRUCTURE', globalId(`storey/${storey.key}/contains`), owner, null, null, contained, id);
    if (spaces.length) aggregate(`storey/${storey.key}/spaces`, id, spaces);
  }

  associateMaterials(file, model, idOf, globalId, owner);
  classify(file, model, idOf, globalId, owner, project);
  groupInSystems(file, model, idOf, globalId, owner, building);

  return file.text({
    // Parametric solids and openings cut by the receiving application: the design transfer view, not the reference view.
    description: 'ViewDefinition [DesignTransferView_V1.0]',
    name: issue.fileName,
    timeStamp: issue.issued,
    author: model.discipline,
    organization: site.company.name,
    preprocessor: 'scripts/ifc/write-ifc.ts',
    originatingSystem: `${site.brand} Beispielmodelle`,
    schema: 'IFC4',
  });
}
