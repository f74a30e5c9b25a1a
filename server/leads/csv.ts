/**
 * One CSV row. Fields with separators, quotes or line breaks are quoted; a value that a spreadsheet
 * would run as a formula (=, +, -, @ at the start) gets a leading apostrophe.
 */
export function csvRow(values: readonly (string | null | undefined)[]): string {
  return values
    .map((value) => {
      let text = value ?? '';
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
