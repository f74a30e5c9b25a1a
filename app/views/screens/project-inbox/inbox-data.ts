import type { PersonId } from '../../project.ts';

/** The project's own address: planners and contractors write to it, and the app files what arrives. */
export const projectAddress = 'qak-baufeld-b@projekt.lotrecht.example';

export type FileKind = 'pdf' | 'dwg' | 'xlsx';

export interface Attachment {
  name: string;
  kind: FileKind;
  /** Megabytes. */
  size: number;
  /** The plan index the app read from the file name, when it is a plan. */
  revision?: string;
}

/** Tags the inbox's rules gave a mail; their words are copy (`viewInbox.json`, `tags`). */
export type TagId =
  | 'mep'
  | 'ventilation'
  | 'level3'
  | 'planRun'
  | 'facade'
  | 'shopDrawing'
  | 'structure'
  | 'level4'
  | 'electrical'
  | 'basement'
  | 'measurement'
  | 'deliveryNote'
  | 'frame';

/** Where the attachments went; the folder's path is copy (`folders`). */
export type FolderId = 'ventilation' | 'facade' | 'reinforcement' | 'measurements' | 'deliveryNotes';

/** A sender from outside the project's members: a supplier's office, shown by its initials. */
export interface Company {
  company: string;
  initials: string;
}

/** A mail in the inbox; its subject is copy (`mails.<id>`), and the open mail's text too (`message`). */
export interface Mail {
  id: MailId;
  from: PersonId | Company;
  address: string;
  /** Local time of arrival, ISO. */
  received: string;
  unread: boolean;
  attachments: readonly Attachment[];
  tags: readonly TagId[];
  folder?: FolderId;
}

export type MailId = 'planRun' | 'facade' | 'reinforcement' | 'concrete' | 'measurement';

// Fictional firms and addresses on .example domains.
export const mails: readonly Mail[] = [
  {
    id: 'planRun',
    from: 'brandt',
    address: 'j.brandt@brandt-tga.example',
    received: '2026-11-24T09:42',
    unread: true,
    attachments: [
      { name: 'TGA_LUE_3OG_GR_C.pdf', kind: 'pdf', size: 2.4, revision: 'C' },
      { name: 'TGA_LUE_3OG_GR_C.dwg', kind: 'dwg', size: 5.1, revision: 'C' },
    ],
    tags: ['mep', 'ventilation', 'level3', 'planRun'],
    folder: 'ventilation',
  },
  {
    id: 'facade',
    from: 'roth',
    address: 'e.roth@fenwerk-fassaden.example',
    received: '2026-11-24T08:15',
    unread: true,
    attachments: [{ name: 'FW_Werkplanung_Achse1-4_D.pdf', kind: 'pdf', size: 8.7, revision: 'D' }],
    tags: ['facade', 'shopDrawing'],
    folder: 'facade',
  },
  {
    id: 'concrete',
    from: { company: 'Beton Mitte GmbH', initials: 'BM' },
    address: 'dispo@beton-mitte.example',
    received: '2026-11-24T07:51',
    unread: false,
    attachments: [{ name: 'Lieferschein_2611-0874.pdf', kind: 'pdf', size: 0.3 }],
    tags: ['deliveryNote', 'frame'],
    folder: 'deliveryNotes',
  },
  {
    id: 'reinforcement',
    from: 'yilmaz',
    address: 's.yilmaz@yilmaz-tragwerk.example',
    received: '2026-11-23T17:06',
    unread: false,
    attachments: [
      { name: 'TWP_BEW_D4OG_B.pdf', kind: 'pdf', size: 3.2, revision: 'B' },
      { name: 'TWP_BEW_D4OG_B.dwg', kind: 'dwg', size: 6.8, revision: 'B' },
    ],
    tags: ['structure', 'level4'],
    folder: 'reinforcement',
  },
  {
    id: 'measurement',
    from: 'schulz',
    address: 't.schulz@elektro-schulz.example',
    received: '2026-11-23T14:22',
    unread: false,
    attachments: [{ name: 'Aufmass_Leerrohre_TG.xlsx', kind: 'xlsx', size: 0.1 }],
    tags: ['electrical', 'basement', 'measurement'],
    folder: 'measurements',
  },
];

/** The mail shown open beside the list. */
export const openMail: MailId = 'planRun';

/** What the app did with the open mail, oldest first; the words are copy (`activity.<kind>`). */
export const activity: readonly { time: string; kind: 'received' | 'tagged' | 'filed' | 'planRun'; person?: PersonId }[] = [
  { time: '09:42', kind: 'received' },
  { time: '09:42', kind: 'tagged' },
  { time: '09:42', kind: 'filed' },
  { time: '09:43', kind: 'planRun', person: 'kessler' },
];

/** The phone lists the newest mails. */
export const phoneMails: readonly MailId[] = ['planRun', 'facade', 'concrete', 'reinforcement'];
