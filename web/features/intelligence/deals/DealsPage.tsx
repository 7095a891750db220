import { QueryClientProvider } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeTable } from '../../../../core/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { useAppQueryClient } from '../../../lib/query-client';
import { buttonClass } from '../../../ui/button';
import { LoginGate } from '../../../ui/login-gate';
import { download } from '../brand/export';
import { allDeals, DealsError, useDealFacets, useDeals } from '../data/use-deals';
import {
  apiQuery,
  DEALS_PAGE_SIZE,
  type Filters,
  type FinderView,
  isFiltered,
  readView,
  viewSearch,
} from './address';
import { DealFilters } from './DealFilters';
import { DealCards, DealPager, DealTable } from './DealResults';
import { buildDealsExport } from './export';

const route = routeTable.find((r) => r.path === '/deals')!;

const SORTS: { value: `${FinderView['sort']}:${FinderView['dir']}`; label: string }[] = [
  { value: 'brand:asc', label: 'Brand, A to Z' },
  { value: 'brand:desc', label: 'Brand, Z to A' },
  { value: 'partner:asc', label: 'Partner, A to Z' },
  { value: 'partner:desc', label: 'Partner, Z to A' },
  { value: 'end:asc', label: 'End year, soonest first' },
  { value: 'end:desc', label: 'End year, latest first' },
  { value: 'start:desc', label: 'Start year, newest first' },
  { value: 'start:asc', label: 'Start year, oldest first' },
  { value: 'value:desc', label: 'Annual value, highest first' },
  { value: 'value:asc', label: 'Annual value, lowest first' },
];

function ExportButtons({ view, total }: { view: FinderView; total: number }) {
  const [busy, setBusy] = useState<null | 'csv' | 'xlsx'>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setFailed(false);
    try {
      download(await buildDealsExport(await allDeals(apiQuery(view)), format));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const all = `all ${total.toLocaleString('en-US')} ${total === 1 ? 'deal' : 'deals'}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={busy !== null}
        aria-label={`Export ${all} to Excel`}
        onClick={() => run('xlsx')}
      >
        <Download className="size-4" aria-hidden />
        {busy === 'xlsx' ? 'Preparing...' : 'Excel'}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={busy !== null}
        aria-label={`Export ${all} to CSV`}
        onClick={() => run('csv')}
      >
        <Download className="size-4" aria-hidden />
        {busy === 'csv' ? 'Preparing...' : 'CSV'}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          The file could not be made. Please try again.
        </p>
      )}
    </div>
  );
}

function DealFinder() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = readView(location.search);
  // The address as last set: two changes made before the page draws again (two selects picked in
  // quick succession) each build on the one before, rather than both on the drawn address.
  const latest = useRef(location.search);
  const drawn = useRef(location.search);
  if (drawn.current !== location.search) {
    drawn.current = location.search;
    latest.current = location.search;
  }
  const query = { ...apiQuery(view), limit: DEALS_PAGE_SIZE, offset: (view.page - 1) * DEALS_PAGE_SIZE };
  const deals = useDeals(query);
  const facets = useDealFacets();
  // A page of rows is drawn in a deferred render that can yield (as the data desk draws its list).
  const data = useDeferredValue(deals.data);
  const stale = Boolean(data && (deals.isPlaceholderData || data !== deals.data));

  // After Previous or Next, the new page is read from its top: focus moves to the results' heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current || !data || stale) return;
    paged.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [data, stale]);

  const go = (update: (current: FinderView) => FinderView, replace = false) => {
    const search = viewSearch(update(readView(latest.current)));
    latest.current = search;
    navigate({ search }, { replace });
  };
  const change = (changes: Filters, typed: boolean) =>
    go((v) => ({ ...v, filters: { ...v.filters, ...changes }, page: 1 }), typed);
  const clear = () => go((v) => ({ filters: {}, sort: v.sort, dir: v.dir, page: 1 }));
  const hrefOf = (page: number) => `/deals${viewSearch({ ...view, page })}`;
  const failed = deals.isError && !stale;

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <DealFilters filters={view.filters} facets={facets.data} onChange={change} onClear={clear} />
      <section aria-labelledby="deal-results" className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2
              id="deal-results"
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-semibold text-white focus:outline-none"
            >
              {data && !failed
                ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'deal' : 'deals'}`
                : 'Deals'}
            </h2>
            <p className="text-sm text-slate-400" aria-live="polite">
              {failed ? '' : stale ? 'Updating...' : deals.isPending ? 'Loading deals...' : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <label htmlFor="deal-sort" className="text-sm font-medium text-slate-200">
                Sort by
              </label>
              <select
                id="deal-sort"
                className="h-9 rounded-lg border border-ink-600 bg-ink-900 px-2 text-sm text-slate-100"
                value={`${view.sort}:${view.dir}`}
                onChange={(e) => {
                  const [sort, dir] = e.target.value.split(':') as [FinderView['sort'], FinderView['dir']];
                  go((v) => ({ ...v, sort, dir, page: 1 }));
                }}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            {data && data.total > 0 && !failed && <ExportButtons view={view} total={data.total} />}
          </div>
        </div>

        {failed ? (
          <div role="alert" className="mt-6 rounded-2xl border border-red-500/40 bg-red-500/10 p-6">
            <p className="font-semibold text-white">The deals could not be loaded.</p>
            <p className="mt-1 text-slate-200">{deals.error.message}</p>
            {deals.error instanceof DealsError && !deals.error.retryable ? (
              isFiltered(view) && (
                <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={clear}>
                  Clear filters
                </button>
              )
            ) : (
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'mt-4')}
                onClick={() => deals.refetch()}
              >
                Try again
              </button>
            )}
          </div>
        ) : !data ? (
          <p
            role="status"
            className="mt-6 animate-pulse rounded-2xl bg-ink-850 p-10 text-center text-slate-300"
          >
            Loading deals...
          </p>
        ) : data.total === 0 ? (
          <div role="status" className="mt-6 rounded-2xl border border-dashed border-ink-600 p-8 text-center">
            <p className="font-semibold text-white">No deals match these filters</p>
            <p className="mt-1 text-sm text-slate-400">Widen a range or remove a filter.</p>
            {isFiltered(view) && (
              <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={clear}>
                Clear filters
              </button>
            )}
          </div>
        ) : data.partnerships.length === 0 ? (
          <div role="status" className="mt-6 rounded-2xl border border-dashed border-ink-600 p-8 text-center">
            <p className="text-slate-200">This page is past the last deal.</p>
            <DealPager
              page={view.page}
              size={DEALS_PAGE_SIZE}
              shown={0}
              total={data.total}
              hrefOf={() => hrefOf(1)}
            />
          </div>
        ) : (
          <div className={`mt-4 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
            <DealTable
              deals={data.partnerships}
              view={view}
              onSort={(sort, dir) => go((v) => ({ ...v, sort, dir, page: 1 }))}
            />
            <DealCards deals={data.partnerships} />
            <DealPager
              page={view.page}
              size={DEALS_PAGE_SIZE}
              shown={data.partnerships.length}
              total={data.total}
              hrefOf={hrefOf}
              onPage={() => {
                paged.current = true;
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** /deals: every deal on file, filtered, sorted and paged, with the filters in the address (signed in). */
export default function DealsPage() {
  usePageMeta({ title: route.title, description: route.description, noindex: true });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{route.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-300">
        Every deal on file, with the terms and figures of the brand and partner views. Filter by sport,
        league, region, status and value; the address keeps the filters, so a link shares the search. Export
        the whole result to Excel or CSV.
      </p>
      <LoginGate>
        <QueryClientProvider client={useAppQueryClient()}>
          <DealFinder />
        </QueryClientProvider>
      </LoginGate>
    </div>
  );
}
