import { Download } from 'lucide-react';
import { buttonClass } from '../../ui/button';
import { type ImportRow, rejectedRowsCsv } from './csv';
import { downloadText } from './download';
import { count } from './format';
import { badge, cell, headCell, tableBody, tableFrame, tableHead, touch } from './styles';

const kindLabel: Record<ImportRow['kind'], string> = {
  brands: 'Brand',
  properties: 'Property',
  athletes: 'Athlete',
  partnerships: 'Partnership',
};

/** "Download rejected rows (CSV)": the rejected rows with their reasons, built in the browser. */
export function RejectedDownload({ rows, fileName }: { rows: readonly ImportRow[]; fileName: string }) {
  if (!rows.some((r) => !r.ok)) return null;
  const base = fileName.replace(/\.[^.]+$/, '') || 'import';
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm', touch)}
      onClick={() => downloadText(`${base}-rejected.csv`, rejectedRowsCsv(rows))}
    >
      <Download className="size-4" aria-hidden />
      Download rejected rows (CSV)
    </button>
  );
}

/** Every row of the file with its result: Valid, or the reason it is rejected. */
export function ImportRows({ rows, label }: { rows: readonly ImportRow[]; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable by keyboard
    <section className={`${tableFrame} max-h-[32rem] overflow-y-auto`} aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className={`${tableHead} sticky top-0 bg-ink-850`}>
          <tr>
            <th scope="col" className={headCell}>
              Kind
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Row
            </th>
            <th scope="col" className={headCell}>
              Record
            </th>
            <th scope="col" className={headCell}>
              Result
            </th>
          </tr>
        </thead>
        <tbody className={tableBody}>
          {rows.map((r) => (
            <tr key={`${r.kind} ${r.row}`}>
              <td className={cell}>{kindLabel[r.kind]}</td>
              <td className={`${cell} text-right tabular-nums`}>{count(r.row)}</td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>{r.label}</td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>
                {r.ok ? (
                  <span className={`${badge} bg-emerald-500/15 text-emerald-200`}>Valid</span>
                ) : (
                  <span className="text-red-200">
                    <span className={`${badge} mr-2 bg-red-500/15 text-red-200`}>Rejected</span>
                    {r.reason}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
