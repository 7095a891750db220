import type { z } from 'zod';
import type { ZImportRowResult } from '../../../core/contract/desk';
import { csvField } from '../../../core/format/csv';

export type ImportRow = z.infer<typeof ZImportRowResult>;

/**
 * The rejected rows of an import as CSV (kind,row,label,reason), with a BOM so Excel reads UTF-8;
 * fields escaped as every CSV of the product is (core/format/csv.ts).
 */
export function rejectedRowsCsv(rows: readonly ImportRow[]): string {
  const lines = [['kind', 'row', 'label', 'reason'].join(',')];
  for (const r of rows) {
    if (r.ok) continue;
    lines.push([r.kind, r.row, r.label, r.reason ?? ''].map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
