/** The checks the audit runs; the report's columns, in this order. */
export const pageChecks = ['axe', 'axe-menus', 'html', 'links', 'head', 'budgets', 'images', 'images-phone', 'hosts', 'marker', 'one-ask'] as const;
export const siteChecks = ['observatory', 'headers'] as const;
export type CheckName = (typeof pageChecks)[number] | (typeof siteChecks)[number];

export interface Finding {
  /** A page path, or "site" for checks of the whole server. */
  page: string;
  check: CheckName;
  ok: boolean;
  /** What failed (or, for a pass, a figure worth printing). */
  detail?: string;
}

export function pass(page: string, check: CheckName, detail?: string): Finding {
  return { page, check, ok: true, detail };
}

export function fail(page: string, check: CheckName, detail: string): Finding {
  return { page, check, ok: false, detail };
}
