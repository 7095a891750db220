import type { TSettings } from '../../../../core/contract/auth';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { csvText } from '../../../../core/format/csv';
import { exportFileName, exportJson, exportTables } from '../../../../core/report/export';

type Format = TSettings['dataExportFormat'];

/** The file for a format: JSON, CSV (portfolio, a blank line, then metrics) or Excel with two sheets. */
export async function buildExport(profile: TBrandProfile, format: Format, now = new Date()) {
  if (format === 'json') {
    return {
      name: exportFileName(profile.brand.name, 'json', now),
      blob: new Blob([exportJson(profile, now)], { type: 'application/json' }),
    };
  }
  const { portfolio, metrics } = exportTables(profile);
  if (format === 'csv') {
    // The product's one CSV writer: formula-like cells (a partner name typed as =...) are escaped.
    const text = `${csvText(portfolio)}\n${csvText(metrics)}`;
    return {
      name: exportFileName(profile.brand.name, 'csv', now),
      blob: new Blob([text], { type: 'text/csv' }),
    };
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const blob = await writeExcelFile([
    { data: portfolio, sheet: 'Portfolio', stickyRowsCount: 1 },
    { data: metrics, sheet: 'Metrics', stickyRowsCount: 1 },
  ]).toBlob();
  return { name: exportFileName(profile.brand.name, 'xlsx', now), blob };
}

export function download({ name, blob }: { name: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
