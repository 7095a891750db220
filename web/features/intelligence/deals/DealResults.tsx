import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TDeal } from '../../../../core/contract/profile';
import { dealRole, partnerLabel, valueFigure, valueKindLabel } from '../../../../core/format/deal';
import { buttonClass } from '../../../ui/button';
import type { FinderView } from './address';

const count = (n: number) => n.toLocaleString('en-US');

export const brandHref = (d: TDeal) => `/search?brand=${encodeURIComponent(d.brand)}`;
export const partnerHref = (d: TDeal) =>
  `/search?${d.partnerKind === 'athlete' ? 'athlete' : 'rightsHolder'}=${encodeURIComponent(d.partner)}`;

const STATUS: Record<TDeal['contract']['status'], { label: string; className: string }> = {
  active: { label: 'Running', className: 'bg-emerald-500/15 text-emerald-200' },
  expiring: { label: 'Expiring', className: 'bg-amber-500/15 text-amber-200' },
  ended: { label: 'Ended', className: 'bg-slate-500/20 text-slate-300' },
  unconfirmed: { label: 'Not confirmed', className: 'bg-slate-500/20 text-slate-300' },
};

const KIND: Record<TDeal['partnerKind'], string> = {
  team: 'Team',
  league: 'League',
  event: 'Event',
  federation: 'Federation',
  athlete: 'Athlete',
};

function Status({ d }: { d: TDeal }) {
  const s = STATUS[d.contract.status];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${s.className}`}>
      {s.label}
    </span>
  );
}

/** The figure and its kind; "a year" where no column header says the value is annual. */
function Value({ d, perYear = false }: { d: TDeal; perYear?: boolean }) {
  return (
    <>
      <span className="font-semibold text-white">{valueFigure(d.value)}</span>
      <span className="block text-xs text-slate-400">
        {d.value.kind === 'included'
          ? `Within ${d.value.within}`
          : `${valueKindLabel(d.value)}${perYear ? ' · a year' : ''}`}
      </span>
    </>
  );
}

const linkClass = 'font-semibold text-accent-300 hover:underline';

type SortKey = FinderView['sort'];
const COLUMNS: { key: SortKey | null; label: string; className?: string }[] = [
  { key: 'brand', label: 'Brand' },
  { key: 'partner', label: 'Partner' },
  { key: null, label: 'Deal' },
  { key: 'start', label: 'Start' },
  { key: 'end', label: 'End' },
  { key: 'value', label: 'Annual value', className: 'text-right' },
];

/** The deals as a table (wide screens): a column header sorts by it, again to turn the order round. */
export function DealTable({
  deals,
  view,
  onSort,
}: {
  deals: readonly TDeal[];
  view: FinderView;
  onSort(sort: SortKey, dir: FinderView['dir']): void;
}) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-ink-700 md:block">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">
          Deals matching the filters, sorted by {view.sort}, {view.dir === 'asc' ? 'ascending' : 'descending'}
        </caption>
        <colgroup>
          <col className="w-[16%]" />
          <col className="w-[24%]" />
          <col className="w-[20%]" />
          <col className="w-[9%]" />
          <col className="w-[15%]" />
          <col className="w-[16%]" />
        </colgroup>
        <thead className="bg-ink-850 text-slate-300">
          <tr>
            {COLUMNS.map((c) => {
              const sorted = c.key !== null && view.sort === c.key;
              return (
                <th
                  key={c.label}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${c.className ?? ''}`}
                  aria-sort={sorted ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.key === null ? (
                    c.label
                  ) : (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:text-white"
                      onClick={() =>
                        onSort(
                          c.key!,
                          sorted && view.dir === 'asc'
                            ? 'desc'
                            : sorted
                              ? 'asc'
                              : c.key === 'value' || c.key === 'start'
                                ? 'desc'
                                : 'asc',
                        )
                      }
                    >
                      {c.label}
                      {sorted &&
                        (view.dir === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden />
                        ))}
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">
          {deals.map((d) => (
            <tr key={d.id} className="align-top">
              <td className="px-3 py-2.5 break-words">
                <Link to={brandHref(d)} className={linkClass}>
                  {d.brand}
                </Link>
              </td>
              <td className="px-3 py-2.5 break-words">
                <Link to={partnerHref(d)} className={linkClass}>
                  {partnerLabel(d)}
                </Link>
                <span className="block text-xs text-slate-400">
                  {KIND[d.partnerKind]} · {d.sport} · {d.region}
                </span>
              </td>
              <td className="px-3 py-2.5 break-words text-slate-200">{dealRole(d)}</td>
              <td className="px-3 py-2.5 text-slate-200">{d.contract.start ?? 'Not known'}</td>
              <td className="px-3 py-2.5 text-slate-200">
                <EndText d={d} />
                <span className="mt-1 block">
                  <Status d={d} />
                </span>
              </td>
              <td className="px-3 py-2.5 text-right">
                <Value d={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The last year as the deal knows it: ended in, announced until, or still running with no end given. */
function EndText({ d }: { d: TDeal }) {
  if (d.contract.end !== null) return <>{d.contract.end}</>;
  if (d.contract.until !== null) return <>until {d.contract.until}</>;
  return <span className="text-slate-400">No end announced</span>;
}

/** The deals as cards (phones): every figure of a row, stacked. */
export function DealCards({ deals }: { deals: readonly TDeal[] }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Deals">
      {deals.map((d) => (
        <li key={d.id} className="min-w-0 rounded-2xl border border-ink-700 bg-ink-850 p-4">
          <p className="break-words">
            <Link to={brandHref(d)} className={linkClass}>
              {d.brand}
            </Link>
            <span className="text-slate-400"> with </span>
            <Link to={partnerHref(d)} className={linkClass}>
              {partnerLabel(d)}
            </Link>
          </p>
          <p className="mt-1 text-xs text-slate-400">
            {KIND[d.partnerKind]} · {d.sport} · {d.region}
          </p>
          <p className="mt-2 break-words text-sm text-slate-200">{dealRole(d)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
            <Status d={d} />
            <span>{d.contract.label}</span>
          </div>
          <p className="mt-2 text-sm">
            <Value d={d} perYear />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Previous and Next as links (the page is in the address), with "Showing 51–100 of 1,234". */
export function DealPager({
  page,
  size,
  shown,
  total,
  hrefOf,
  onPage,
}: {
  page: number;
  size: number;
  shown: number;
  total: number;
  hrefOf(page: number): string;
  /** Called when Previous or Next is followed. */
  onPage?(): void;
}) {
  const first = (page - 1) * size + 1;
  const last = (page - 1) * size + shown;
  const off = `${buttonClass('secondary', 'sm')} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pages of deals" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass('secondary', 'sm')} onClick={onPage}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </span>
      )}
      <p className="text-sm text-slate-300">
        Showing {count(first)}–{count(last)} of {count(total)}
      </p>
      {last < total ? (
        <Link to={hrefOf(page + 1)} className={buttonClass('secondary', 'sm')} onClick={onPage}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
