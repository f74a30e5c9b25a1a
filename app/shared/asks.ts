/**
 * What a call to action asks for, one wording each (issue 38: "one path per intent"). The label of a
 * link and the submit button of the form it leads to are the same `common:forms.ask.*` string, so a
 * visitor who clicks "Demo anfragen" sends a demo request, and "Kostenlos testen" always starts the
 * trial's registration. "bookOnline" exists only while a booking calendar is configured.
 */
export const asks = ['trial', 'demo', 'bookOnline', 'offer', 'question'] as const;
export type Ask = (typeof asks)[number];

/** The copy key of an ask's label, in the common namespace. */
export const askLabelKey = (ask: Ask) => `forms.ask.${ask}` as const;
