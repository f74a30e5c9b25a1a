/** The imprint's legal texts after the company's details, in order; words under `texts.<id>` in locales/{de,en}/imprint.json. */
export const imprintTexts = ['disputes', 'copyright'] as const;

/** When the imprint last changed; shown under it. */
export const imprintUpdated = '2026-11-27';
