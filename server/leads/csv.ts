/**
 * One CSV row. A value that a spreadsheet would run as a formula (=, +, -, @ at the start of the cell,
 * or after a tab, a line break or a control character, where an import wizard or a paste may split
 * it into a cell of its own) gets an apostrophe in front of that character. Fields with separators,
 * quotes, tabs, line breaks or other control characters are quoted.
 */
export function csvRow(values: readonly (string | null | undefined)[]): string {
  return values.map((value) => csvCell(value ?? '')).join(',');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a cell must not begin with
const formulaStart = /(?<=^|[\u0000-\u001f])[=+\-@]|^[\t\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a cell must be quoted for
const needsQuotes = /[",;\u0000-\u001f\u007f]/;

function csvCell(text: string): string {
  const inert = text.replace(formulaStart, "'$&");
  return needsQuotes.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
