/**
 * BCF issues as plain data, the same for topics made in the viewer and topics read from a file.
 * Points and directions are in the model's own coordinates, as BCF has them: metres, z up.
 */

export type Vec3 = readonly [x: number, y: number, z: number];

/** A perspective camera as BCF writes it: where it stands, where it looks, which way is up, its vertical lens in degrees. */
export interface BcfCamera {
  viewPoint: Vec3;
  direction: Vec3;
  up: Vec3;
  fieldOfView: number;
  /** An orthogonal camera from another tool: the visible height in metres, shown in perspective from afar. */
  orthogonalHeight?: number;
}

/** A cut: a point on the plane and its normal, which points to the side that is cut away. */
export interface BcfClippingPlane {
  location: Vec3;
  direction: Vec3;
}

export interface BcfViewpoint {
  guid: string;
  camera?: BcfCamera;
  /** IfcGuids (GlobalIds) of the selected elements. */
  selected: string[];
  clippingPlanes: BcfClippingPlane[];
  /** The PNG of the view, if the topic has one. */
  snapshot?: Uint8Array;
}

export interface BcfComment {
  guid: string;
  /** ISO 8601 date and time. */
  date: string;
  author: string;
  text: string;
}

/** The statuses the viewer offers; an imported topic keeps whatever its tool wrote. */
export const topicStatuses = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;

export interface BcfTopic {
  guid: string;
  title: string;
  description: string;
  status: string;
  /** BCF's TopicType, e.g. "Issue" or "Clash". */
  type: string;
  assignee: string;
  /** YYYY-MM-DD, or empty. */
  dueDate: string;
  /** ISO 8601 date and time. */
  creationDate: string;
  creationAuthor: string;
  comments: BcfComment[];
  viewpoint?: BcfViewpoint;
}

/** A new GUID in BCF's spelling (lower-case hex with dashes). */
export const newGuid = (): string => crypto.randomUUID();
