/** The company's own board (careers): what its teams ship this sprint. Titles are copy (`team.cards.<id>`). */
export type Team = 'development' | 'design' | 'product' | 'marketing' | 'sales';

export const teamColumns = ['doing', 'review', 'done'] as const;

export const teamCards: readonly { id: string; team: Team; column: (typeof teamColumns)[number]; initials: string; tone: number }[] = [
  { id: 'sections', team: 'development', column: 'doing', initials: 'AK', tone: 3 },
  { id: 'rights', team: 'product', column: 'doing', initials: 'LM', tone: 5 },
  { id: 'caseStudy', team: 'marketing', column: 'doing', initials: 'SB', tone: 1 },
  { id: 'contrast', team: 'design', column: 'doing', initials: 'RB', tone: 4 },
  { id: 'approvalDialog', team: 'design', column: 'review', initials: 'LM', tone: 5 },
  { id: 'bcfExport', team: 'development', column: 'review', initials: 'HS', tone: 2 },
  { id: 'webinar', team: 'marketing', column: 'review', initials: 'SB', tone: 1 },
  { id: 'webhooks', team: 'development', column: 'review', initials: 'TN', tone: 6 },
  { id: 'release', team: 'development', column: 'done', initials: 'AK', tone: 3 },
  { id: 'pilot', team: 'sales', column: 'done', initials: 'JW', tone: 6 },
  { id: 'training', team: 'sales', column: 'done', initials: 'JW', tone: 6 },
  { id: 'defectSymbols', team: 'design', column: 'done', initials: 'RB', tone: 4 },
];
