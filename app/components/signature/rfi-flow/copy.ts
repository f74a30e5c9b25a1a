import type { AttachmentKind, StageId } from './rfi.ts';

/** The roles of the people on the RFI, as the project list names them. */
export type RoleKey = 'siteManager' | 'structure' | 'architecture';

/** One stage as the ticket's history words it. */
export interface StageCopy {
  /** The stage's name in the product's RFI workflow: "Anfrage", "Aufgabe erstellt", … */
  name: string;
  /** What happened, by whom; `{{assignee}}`, `{{role}}` and `{{due}}` where the stage names them. */
  text: string;
  /**
   * Before it happens, what the stage waits for: "Wartet auf die Prüfung durch die Tragwerksplanung".
   * The request, the first stage, is always there and waits for nothing.
   */
  pending?: string;
  /** The ticket's status after it: "Offen", "Zugewiesen", … */
  status: string;
}

/**
 * The copy of the RFI flow: `rfi.piece` in `locales/<lang>/taskIssue.json`. The page reads it
 * (`copy('rfi')`) and hands it over; the component holds no string of its own. File names, the plan
 * number, the model and its element are the project's own and stay as the data has them.
 */
export interface RfiFlowCopy {
  /** Names the ticket (an `article`): "Rückfrage RFI-036". */
  label: string;
  /** The kind of task, beside its number: "Rückfrage". */
  kind: string;
  /** Where the ticket lives: "Quartier am Kanal · Haus B". */
  project: string;
  /** The RFI's subject line. */
  title: string;
  /** Read before the status chip: "Status". */
  statusLabel: string;
  fields: {
    place: string;
    plan: string;
    model: string;
    due: string;
    raisedBy: string;
    assignee: string;
    approver: string;
  };
  /** The place on site: "3. OG · Bad 3.05 · Achse 4–5 / C". */
  place: string;
  /** The linked plan: "{{number}}, Index {{index}}". */
  plan: string;
  /** The plan's title under its number: "Grundriss 3. OG". */
  planTitle: string;
  /** The linked element's class, read before it: "IFC-Klasse". */
  ifcClass: string;
  roles: Record<RoleKey, string>;
  /** The stepper's name: "Ablauf der Rückfrage". */
  steps: string;
  /** Read before a stage's name in the stepper: "Schritt {{number}}". */
  step: string;
  /** The polite status under the stepper: "Schritt {{number}} von {{total}}: {{name}}". */
  status: string;
  /** The stepper's buttons. */
  back: string;
  next: string;
  /** The history's heading: "Verlauf". */
  history: string;
  /** A stage not yet reached: "ausstehend". */
  upcoming: string;
  /** When a stage happened: "{{date}}, {{time}} Uhr". */
  dateTime: string;
  /** What each attachment is, read before its file name: "Foto mit Markierung", "PDF". */
  attachments: Record<AttachmentKind, string>;
  /** The photo's markup, in the site manager's words. */
  markup: string;
  stages: Record<StageId, StageCopy>;
}

/** The whole band: `rfi` in `locales/<lang>/taskIssue.json`. */
export interface RfiFlowSectionCopy {
  section: { eyebrow: string; title: string; intro: string };
  piece: RfiFlowCopy;
}
