/**
 * The worked example behind the claim "up to 52 % fewer manual steps" (spec section 1): three everyday
 * processes Lotrecht changes, counted in the manual steps of the people who run them, before and with
 * it. The changed plan is the home page's ten-to-five example, step by step (`process` in
 * `locales/<lang>/home.json`). The pages' footnotes (`figures.items.steps.note` and the BIM managers'
 * benefit note) print these counts; tests/unit/step-savings.test.ts holds them to this file.
 */
export const stepSavings = [
  /** A revised plan, from export to approval and archiving of the old index. */
  { id: 'planChange', before: 10, after: 5 },
  /** A question from site (RFI), from asking to the approved answer. */
  { id: 'rfi', before: 8, after: 4 },
  /** A defect, from recording it on site to closing it. */
  { id: 'defect', before: 7, after: 3 },
] as const;

export const stepTotals = {
  before: stepSavings.reduce((sum, process) => sum + process.before, 0),
  after: stepSavings.reduce((sum, process) => sum + process.after, 0),
};

/** Fewer steps in per cent, whole: 25 steps before, 12 after, 52 % fewer. */
export const percentFewer = Math.round(((stepTotals.before - stepTotals.after) / stepTotals.before) * 100);
