import type { TDeal } from '../../../../core/contract/profile';
import { csvText } from '../../../../core/format/csv';
import { partnershipFileName, partnershipTable } from '../../../../core/report/partnership-export';

/**
 * The finder's result as a file: the rows GET /api/partnerships?format=csv answers (the brand, the
 * brand view's deal columns, the deal's id), as CSV or as an Excel sheet written the way the brand
 * view writes its own.
 */
export async function buildDealsExport(deals: readonly TDeal[], format: 'csv' | 'xlsx', now = new Date()) {
  const table = partnershipTable(deals);
  if (format === 'csv') {
    // The product's one CSV writer: formula-like cells (a partner name typed as =...) are escaped.
    return {
      name: partnershipFileName('csv', now),
      blob: new Blob([csvText(table, { bom: true })], { type: 'text/csv' }),
    };
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const blob = await writeExcelFile([{ data: table, sheet: 'Deals', stickyRowsCount: 1 }]).toBlob();
  return { name: partnershipFileName('xlsx', now), blob };
}
