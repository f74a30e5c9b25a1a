/**
 * The forms' rules and sending code. The visitor needs them only once in a form, so they load on the
 * form's first focus (a click on the button focuses it first), not with the page.
 */
export const loadSending = () => Promise.all([import('../../shared/lead-rules.ts'), import('./delivery/deliver.ts')]);
