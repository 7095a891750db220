/**
 * CSV, one way for every file the product writes (exports, listings, feedback, subscribers, the
 * desk's rejected rows), so each escapes the same.
 */
export type CsvCell = string | number | null | undefined;

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): = + - @,
 * a tab or a carriage return, and the full-width = + - @ some spreadsheets fold into them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text a spreadsheet would run as a formula, with a leading apostrophe so it reads as text. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field: text has formulas escaped (a number such as -3 stays a number); a field holding a comma,
 * a quote or a line break is quoted, its quotes doubled; null and undefined are empty.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? escapeFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, a line feed after each; `bom` starts it with a byte-order mark so Excel reads UTF-8. */
export function csvText(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean } = {}): string {
  const text = rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
  return options.bom ? `\uFEFF${text}` : text;
}
