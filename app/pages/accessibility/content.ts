/**
 * The statement's sections in order; words under `sections.<id>` in locales/{de,en}/accessibility.json.
 * `legal` says why WCAG 2.2 AA is followed voluntarily: the BFSG covers offers to consumers, and the
 * BGG and BITV 2.0 bind public bodies, so the statement names no conciliation body (issue 38).
 */
export const accessibilitySections = ['status', 'legal', 'testing', 'limitations', 'feedback', 'review'] as const;

/** When the site was last reviewed against WCAG 2.2 AA (the audit run this statement rests on). */
export const lastReview = '2026-11-23';
