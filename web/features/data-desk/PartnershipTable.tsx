import { Pencil } from 'lucide-react';
import type { TDeskPartnership } from '../../../core/contract/desk';
import { buttonClass } from '../../ui/button';
import { originLabel, statusClass, statusLabel, yearsText } from './format';
import { SortHeader, type SortState } from './SortHeader';
import { badge, cell, headCell, reviewBadge, tableBody, tableFrame, tableHead, touch } from './styles';
import type { DeskSort } from './view';

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** One page of deals; on a narrow screen it scrolls sideways inside its own frame. */
export function PartnershipTable({
  rows,
  sort,
  onSort,
  onEdit,
}: {
  rows: TDeskPartnership[];
  sort: SortState;
  onSort(by: DeskSort): void;
  onEdit(row: TDeskPartnership): void;
}) {
  const endActive = sort.sort === 'end';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
    <section className={tableFrame} aria-label="Partnerships" tabIndex={0}>
      <table className="w-full min-w-[72rem] text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <SortHeader label="Brand" by="brand" state={sort} onSort={onSort} />
            <SortHeader label="Partner" by="partner" state={sort} onSort={onSort} />
            <SortHeader label="Type" by="type" state={sort} onSort={onSort} />
            <SortHeader label="Years" by={endActive ? 'end' : 'start'} state={sort} onSort={onSort}>
              <button
                type="button"
                onClick={() => onSort(endActive ? 'start' : 'end')}
                className="min-h-9 rounded-md px-1 text-[0.7rem] normal-case text-slate-400 underline hover:text-white pointer-coarse:min-h-11"
              >
                {endActive ? 'by start' : 'by end'}
              </button>
            </SortHeader>
            <th scope="col" className={headCell}>
              Status
            </th>
            <SortHeader label="Confidence" by="confidence" state={sort} onSort={onSort} />
            <SortHeader label="As of" by="asOf" state={sort} onSort={onSort} />
            <th scope="col" className={headCell}>
              Citation
            </th>
            <th scope="col" className={headCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={tableBody}>
          {rows.map((p) => (
            <tr key={p.id}>
              <td className={`${cell} font-medium text-white`}>{p.brand.name}</td>
              <td className={cell}>
                <span className="block">{p.partner.name}</span>
                <span className="text-xs text-slate-400">
                  {cap(p.partner.type)}
                  {p.sport ? ` · ${p.sport}` : ''}
                </span>
              </td>
              <td className={cell}>
                <span className="block">{p.type}</span>
                {p.role && <span className="text-xs text-slate-400">{p.role}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{yearsText(p)}</td>
              <td className={cell}>
                <span className={`${badge} ${statusClass[p.status]}`}>{statusLabel[p.status]}</span>
                {p.origin !== 'dataset' && (
                  <span className="mt-1 block text-xs text-slate-400">{originLabel[p.origin]}</span>
                )}
              </td>
              <td className={cell}>
                {cap(p.confidence)}
                <span className="block text-xs text-slate-400">{cap(p.source)}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="block">{p.asOf ?? <span className="text-slate-400">Not dated</span>}</span>
                {p.needsReview && <span className={`${reviewBadge} mt-1`}>Needs review</span>}
              </td>
              <td className={`${cell} max-w-56`}>
                {p.citation ? (
                  <span className="line-clamp-2 [overflow-wrap:anywhere]" title={p.citation}>
                    {p.citation}
                  </span>
                ) : (
                  <span className="text-slate-400">None</span>
                )}
              </td>
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', touch)}
                  aria-label={`Edit ${p.brand.name} – ${p.partner.name} (${p.type})`}
                  onClick={() => onEdit(p)}
                >
                  <Pencil className="size-4" aria-hidden />
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
