import type { RoleId, StatusId } from './history.ts';

/** The words of one status of the document's history: `steps.<status>` in the piece's copy. */
export interface StatusStepCopy {
  /** The state of the container after ISO 19650 the status stands for: "WIP", "Shared". */
  iso: string;
  /** Who can open the document at this status: "Nur Team Architektur". */
  visibility: string;
  /** What the member who set the status did, after their name: "hat Index C zur Prüfung geteilt". */
  change: string;
  /** The comment that goes with the status, as its author wrote it. */
  comment: string;
  /** In place of the list when nobody was notified: why not. */
  nobody?: string;
  /** The audit trail's entries, in the order of `audit` in `history.ts`. */
  audit: string[];
}

/**
 * The copy of the document's status history: `status.piece` in `locales/<lang>/dms.json`. The page
 * reads it and hands it over; the component holds no string of its own. The people's names, the
 * document's code and file name are the project's and stay as they are.
 */
export interface DocumentStatusCopy {
  /** Where the document is filed: "Quartier am Kanal / Planung / Architektur". */
  path: string;
  /** The document's title: "Detail Attika Nord". */
  title: string;
  /** What else the file row says about it, each kept on one line: "M 1:5", "LPH 5", "Haus B". */
  facts: string[];
  /** The index on its pill: "Index {{index}}". */
  index: string;
  /** Read before the status chip: "Status". */
  statusLabel: string;
  /** After the chip, in the polite live region: "seit {{date}}, gesetzt von {{person}}". */
  since: string;
  /** Read before who can open the document: "Sichtbar für". */
  visibilityLabel: string;
  /** The track's accessible name: "Status des Dokuments". */
  trackLabel: string;
  /** Names the row of all statuses before the script, which may scroll sideways. */
  panelsLabel: string;
  /** The statuses, as the product names them. */
  statuses: Record<StatusId, string>;
  /** Before a status's state after ISO 19650: "ISO 19650: {{state}}". */
  iso: string;
  /** The headings in a status's panel. */
  comment: string;
  notified: string;
  audit: string;
  /** Who did what the system did: "Lotrecht". */
  system: string;
  /** The members' roles in the project. */
  roles: Record<RoleId, string>;
  steps: Record<StatusId, StatusStepCopy>;
}

/** The whole band: `status` in `locales/<lang>/dms.json`. */
export interface DocumentStatusSectionCopy {
  section: { eyebrow: string; title: string; intro: string };
  piece: DocumentStatusCopy;
}
