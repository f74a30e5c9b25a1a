import { plans } from '../../screens/plan-register/plan-register-data.ts';

/** The call an ERP connection makes: the project's released plans, as the register holds them. */
export const request = { method: 'GET', path: '/api/v1/projects/qak-b/documents?status=released' };

const released = plans.filter((plan) => plan.status === 'released');

export const response = {
  status: '200 OK',
  /** The first entries of the answer, the register's own plans; the count is all of them. */
  items: released.slice(0, 2).map((plan) => ({ number: plan.number, index: plan.index, status: plan.status, released: plan.indexDate })),
  total: released.length,
};

export type IntegrationId = 'erp' | 'ava' | 'bcf';

/** What is connected to the project, and when each last exchanged data (local time today). */
export const integrations: readonly { id: IntegrationId; synced: string; token?: string }[] = [
  { id: 'erp', synced: '10:45', token: 'erp-sync' },
  { id: 'ava', synced: '09:30', token: 'ava-lv' },
  { id: 'bcf', synced: '10:12' },
];
