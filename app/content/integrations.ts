/**
 * The file formats and programs Lotrecht works with, in the groups the home page's integrations
 * section shows. Names and notes are copy (`locales/<lang>/home.json`, `integrations.items.<id>`); the
 * marks are the site's own (a file tile for a format, a lettered tile for a program), never a vendor's
 * logo, and a program is named only as one whose files Lotrecht works with.
 */
export interface Integration {
  id: string;
  /** A file tile with the format's short name, or a program's tile with two letters. */
  mark: { kind: 'file' | 'tool'; label: string };
  /** The versions a format is read in, or the formats a program's data comes in. */
  chips?: { kind: 'versions' | 'via'; values: readonly string[] };
}

export interface IntegrationGroup {
  id: string;
  items: readonly Integration[];
}

export const integrationGroups = [
  {
    id: 'standards',
    items: [
      { id: 'ifc', mark: { kind: 'file', label: 'IFC' }, chips: { kind: 'versions', values: ['2x3', '4', '4.3'] } },
      { id: 'bcf', mark: { kind: 'file', label: 'BCF' }, chips: { kind: 'versions', values: ['2.1', '3.0'] } },
      { id: 'dwg', mark: { kind: 'file', label: 'DWG' } },
      { id: 'pdf', mark: { kind: 'file', label: 'PDF' } },
    ],
  },
  {
    id: 'authoring',
    items: [
      { id: 'revit', mark: { kind: 'tool', label: 'Rv' }, chips: { kind: 'via', values: ['IFC', 'BCF'] } },
      { id: 'archicad', mark: { kind: 'tool', label: 'Ac' }, chips: { kind: 'via', values: ['IFC', 'BCF'] } },
      { id: 'tekla', mark: { kind: 'tool', label: 'Ts' }, chips: { kind: 'via', values: ['IFC'] } },
    ],
  },
  {
    id: 'checking',
    items: [
      { id: 'solibri', mark: { kind: 'tool', label: 'So' }, chips: { kind: 'via', values: ['IFC', 'BCF'] } },
      { id: 'clash', mark: { kind: 'tool', label: '+' }, chips: { kind: 'via', values: ['BCF 2.1', 'BCF 3.0'] } },
    ],
  },
  {
    id: 'costing',
    items: [
      // GAEB DA XML files are named by their exchange phase: .X83 asks for tenders, .X84 answers.
      { id: 'gaeb', mark: { kind: 'file', label: 'X83' }, chips: { kind: 'versions', values: ['3.2', '3.3'] } },
      { id: 'ava', mark: { kind: 'tool', label: 'AVA' }, chips: { kind: 'via', values: ['GAEB'] } },
    ],
  },
] as const satisfies readonly IntegrationGroup[];

export type IntegrationGroupId = (typeof integrationGroups)[number]['id'];
export type IntegrationId = (typeof integrationGroups)[number]['items'][number]['id'];
