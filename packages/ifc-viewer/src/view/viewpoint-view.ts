import type { ViewpointDisplay } from '../bcf/viewpoint-display.ts';
import type { ModelElement } from '../model/model-data.ts';

/** An element, then the whole it is part of, and so on up (a few levels: a plate, its curtain wall, …). */
function* selfAndWholes(element: ModelElement, byId: ReadonlyMap<number, ModelElement>): Generator<ModelElement> {
  let at: ModelElement | undefined = element;
  for (let depth = 0; at && depth < 8; depth++) {
    yield at;
    at = at.partOf === undefined ? undefined : byId.get(at.partOf);
  }
}

/**
 * A BCF viewpoint's visibility and colours applied to one element. BCF names a whole (a curtain wall,
 * a stair) and means its parts too: an element follows itself or the nearest whole the viewpoint names.
 */
export function viewpointView(display: ViewpointDisplay, byId: ReadonlyMap<number, ModelElement>) {
  return {
    visible: (element: ModelElement) =>
      [...selfAndWholes(element, byId)].some((at) => display.exceptions.has(at.globalId)) ? !display.defaultVisible : display.defaultVisible,
    colour: (element: ModelElement) =>
      [...selfAndWholes(element, byId)].map((at) => display.colours.get(at.globalId)).find((colour) => colour !== undefined),
  };
}
