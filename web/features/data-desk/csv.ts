import type { z } from 'zod';
import type { ZImportRowResult } from '../../../core/contract/desk';

export type ImportRow = z.infer<typeof ZImportRowResult>;

/**
 * One CSV field: a value a spreadsheet would run as a formula (= + - @, or a tab or carriage
 * return first) gets a leading apostrophe; a field with a comma, quote or line break is quoted,
 * its quotes doubled.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rejected rows of an import as CSV (kind,row,label,reason), with a BOM so Excel reads UTF-8. */
export function rejectedRowsCsv(rows: readonly ImportRow[]): string {
  const lines = [['kind', 'row', 'label', 'reason'].join(',')];
  for (const r of rows) {
    if (r.ok) continue;
    lines.push([r.kind, r.row, r.label, r.reason ?? ''].map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
