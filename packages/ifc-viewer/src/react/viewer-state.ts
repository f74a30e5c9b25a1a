import type { Vector3 } from 'three';
import type { Projection } from '../scene/viewer-scene.ts';
import type { Comparison, ElementRef } from '../view/tree-state.ts';
import type { Section, Tool } from './view-tools.ts';

/** Everything the visitor has set in the viewer, in one place: each panel reads it and asks for changes by action. */
export interface ViewerState {
  /** Tree nodes switched off (nodeKey strings). */
  hidden: ReadonlySet<string>;
  /** The one tree node shown alone, if any. */
  isolated?: string;
  selected?: ElementRef;
  /** The elements an issue's viewpoint selected, shown as selected until the visitor picks another. */
  marked: readonly ElementRef[];
  tool: Tool;
  /** The measuring tool's points: none, one, or the two a distance is between. */
  measure: readonly Vector3[];
  section: Section;
  /** Perspective, or parallel as plans and elevations are drawn (a BCF viewpoint's orthogonal camera sets it too). */
  projection: Projection;
  /** The smart search's hits, or undefined before a search. */
  matches?: readonly ElementRef[];
  comparison?: Comparison;
  /** The open change ticket's elements, lit up in the search hits' place. */
  ticketElements?: readonly ElementRef[];
  /** The elements the shown IDS check found failing, coloured in the view. */
  idsFailures?: readonly ElementRef[];
  /** A ticket asked for from the properties panel, for the ticket panel to raise. */
  ticketRequest?: { id: number; refs: readonly ElementRef[] };
  /** Counts the models opened afresh: tickets start anew with each, as theirs were about another file. */
  opened: number;
  /** The first frame with a model has been drawn. */
  firstFrame: boolean;
}

export type ViewerAction =
  /** A new model replaces what was open: everything set for the old one goes. */
  | { type: 'reset' }
  | { type: 'choose'; ref: ElementRef | undefined }
  /** A viewpoint's selection: the first is selected, all are marked. */
  | { type: 'mark'; refs: readonly ElementRef[] }
  | { type: 'toggle'; node: string }
  | { type: 'isolate'; node: string }
  | { type: 'tool'; tool: Tool }
  | { type: 'point'; point: Vector3 }
  | { type: 'section'; section: Section }
  | { type: 'projection'; projection: Projection }
  | { type: 'matches'; refs: readonly ElementRef[] | undefined }
  | { type: 'compare'; comparison: Comparison | undefined }
  | { type: 'ticket-elements'; refs: readonly ElementRef[] | undefined }
  | { type: 'request-ticket'; refs: readonly ElementRef[] }
  | { type: 'ids-failures'; refs: readonly ElementRef[] | undefined }
  | { type: 'first-frame' };

export const initialViewerState: ViewerState = {
  hidden: new Set(),
  marked: [],
  tool: 'select',
  measure: [],
  section: { share: 0.5 },
  projection: 'perspective',
  opened: 0,
  firstFrame: false,
};

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'reset':
      return {
        ...state,
        hidden: new Set(),
        isolated: undefined,
        selected: undefined,
        marked: [],
        measure: [],
        matches: undefined,
        comparison: undefined,
        ticketRequest: undefined,
        idsFailures: undefined,
        opened: state.opened + 1,
      };
    case 'choose':
      // A pick replaces whatever an issue's viewpoint had selected.
      return { ...state, selected: action.ref, marked: [] };
    case 'mark':
      return { ...state, selected: action.refs[0], marked: action.refs };
    case 'toggle': {
      const hidden = new Set(state.hidden);
      if (!hidden.delete(action.node)) hidden.add(action.node);
      return { ...state, hidden };
    }
    case 'isolate':
      return { ...state, isolated: state.isolated === action.node ? undefined : action.node };
    case 'tool':
      return { ...state, tool: action.tool, measure: [] };
    case 'projection':
      return { ...state, projection: action.projection };
    case 'point':
      // A third point starts a new distance.
      return { ...state, measure: state.measure.length === 2 ? [action.point] : [...state.measure, action.point] };
    case 'section':
      return { ...state, section: action.section };
    case 'matches':
      return { ...state, matches: action.refs };
    case 'compare':
      return { ...state, comparison: action.comparison, ...(action.comparison ? { selected: undefined, marked: [] } : {}) };
    case 'ticket-elements':
      return { ...state, ticketElements: action.refs };
    case 'ids-failures':
      return { ...state, idsFailures: action.refs };
    case 'request-ticket':
      return { ...state, ticketRequest: { id: (state.ticketRequest?.id ?? 0) + 1, refs: action.refs } };
    case 'first-frame':
      return state.firstFrame ? state : { ...state, firstFrame: true };
  }
}
