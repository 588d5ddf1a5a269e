/**
 * CSV as RFC 4180 writes it and spreadsheets open it: CRLF line ends, a field quoted when it holds
 * a comma, a quote, CR or LF, and quotes doubled inside it. Every cell here is visitor text, so a
 * cell that a spreadsheet would run as a formula (=, +, -, @, or a tab or CR in front of one) is
 * made plain text by a leading apostrophe, as OWASP advises against CSV injection.
 */

/** Makes Excel read the file as UTF-8 rather than the machine's legacy code page. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised, then quoted when it must be. */
export function csvCell(value: string): string {
  const plain = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(plain) ? `"${plain.replace(/"/g, '""')}"` : plain;
}

/** One record with its CRLF. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
