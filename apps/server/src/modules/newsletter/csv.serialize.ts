/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). A cell that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading single quote, so
 * a subscriber named "=HYPERLINK(...)" stays text when the artist opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');

/** Rows as CSV lines, each ended by CRLF (a file is its header's lines, then its rows'). */
export const csvLines = (rows: (string | number | null | undefined)[][]) =>
  rows.map((row) => `${csvRow(row)}\r\n`).join('');
