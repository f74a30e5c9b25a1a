import type { WorkflowName } from '../shared/pages.ts';

/**
 * The spec's seven audiences, in the order the site names them, and the workflow page each one reads:
 * civil engineers work like architects, project developers like builders, project controllers like
 * BIM managers.
 */
export const audiences = [
  { id: 'architects', workflow: 'architects' },
  { id: 'civilEngineers', workflow: 'architects' },
  { id: 'projectDevelopers', workflow: 'builders' },
  { id: 'generalContractors', workflow: 'general-contractors' },
  { id: 'bimManagers', workflow: 'bim-managers' },
  { id: 'projectControllers', workflow: 'bim-managers' },
  { id: 'builders', workflow: 'builders' },
] as const satisfies readonly { id: string; workflow: WorkflowName }[];

export type AudienceId = (typeof audiences)[number]['id'];
