import type { TComparison } from '../../../../core/contract/compare';
import { csvText } from '../../../../core/format/csv';
import { compareFileName, compareTables } from '../../../../core/report/compare-export';

/**
 * A comparison as a file: CSV (the tables one after the other, a blank line between, each headed
 * by its name) or Excel with a sheet per table, written as the brand view's export writes its own.
 */
export async function buildCompareExport(c: TComparison, format: 'csv' | 'xlsx', now = new Date()) {
  const tables = compareTables(c);
  if (format === 'csv') {
    // The product's one CSV writer: formula-like cells (a partner name typed as =...) are escaped.
    const text = tables.map((t, i) => csvText([[t.sheet], ...t.data], { bom: i === 0 })).join('\n');
    return { name: compareFileName(c, 'csv', now), blob: new Blob([text], { type: 'text/csv' }) };
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const blob = await writeExcelFile(
    tables.map((t) => ({ data: t.data, sheet: t.sheet, stickyRowsCount: 1 })),
  ).toBlob();
  return { name: compareFileName(c, 'xlsx', now), blob };
}
