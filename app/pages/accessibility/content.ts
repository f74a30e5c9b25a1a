/** The statement's sections in order; words under `sections.<id>` in locales/{de,en}/accessibility.json. */
export const accessibilitySections = ['status', 'testing', 'limitations', 'feedback', 'enforcement', 'review'] as const;

/** When the site was last reviewed against WCAG 2.2 AA (the audit run this statement rests on). */
export const lastReview = '2026-11-23';
