import { QueryClientProvider } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { COMPARE_MIN, type TComparison } from '../../../../core/contract/compare';
import { routeTable } from '../../../../core/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { useAppQueryClient } from '../../../lib/query-client';
import { buttonClass } from '../../../ui/button';
import { LoginGate } from '../../../ui/login-gate';
import { download } from '../brand/export';
import { ComparisonError, useComparison } from '../data/use-comparison';
import { compareHref, compareSearch, readBrands } from './address';
import { BrandPicker } from './BrandPicker';
import { CompareFigures } from './CompareFigures';
import { EndingSoonPanel, PropertiesPanel } from './CompareLists';
import { buildCompareExport } from './export';

const route = routeTable.find((r) => r.path === '/compare')!;

/** One colour per brand, in the order compared: chips, cards, charts and lists use the same. */
export const BRAND_COLOURS = ['#38bdf8', '#34d399', '#f472b6', '#fbbf24'] as const;

const EXAMPLE = ['Puma', 'Adidas', 'New Balance'];

function ExportButtons({ c }: { c: TComparison }) {
  const [busy, setBusy] = useState<null | 'csv' | 'xlsx'>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setFailed(false);
    try {
      download(await buildCompareExport(c, format));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={busy !== null}
        onClick={() => run('xlsx')}
      >
        <Download className="size-4" aria-hidden />
        {busy === 'xlsx' ? 'Preparing...' : 'Excel'}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={busy !== null}
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

function CompareTool({ brands, onChange }: { brands: string[]; onChange(next: string[]): void }) {
  const query = useComparison(brands);
  const enough = brands.length >= COMPARE_MIN;
  // While another set of brands loads, the last answer stays, marked as being updated.
  const c = enough ? query.data : undefined;
  const stale = Boolean(c && query.isPlaceholderData);
  return (
    <div className="mt-6">
      <BrandPicker brands={brands} colours={BRAND_COLOURS} onChange={onChange} />
      {!enough ? (
        <div role="status" className="mt-8 rounded-2xl border border-dashed border-ink-600 p-6 text-center">
          <p className="text-slate-200">
            {brands.length === 0
              ? 'Pick two to four brands to set them side by side.'
              : `Add at least one more brand to compare with ${brands[0]}.`}
          </p>
          {brands.length === 0 && (
            <p className="mt-2 text-sm text-slate-400">
              For example:{' '}
              <Link to={compareHref(EXAMPLE)} className="font-semibold text-accent-300 hover:underline">
                {EXAMPLE.join(', ')}
              </Link>
            </p>
          )}
        </div>
      ) : query.isError && !stale ? (
        <div role="alert" className="mt-8 rounded-2xl border border-red-500/40 bg-red-500/10 p-6">
          <p className="font-semibold text-white">The comparison could not be loaded.</p>
          <p className="mt-1 text-slate-200">{query.error.message}</p>
          {!(query.error instanceof ComparisonError && !query.error.retryable) && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'mt-4')}
              onClick={() => query.refetch()}
            >
              Try again
            </button>
          )}
        </div>
      ) : !c ? (
        <p
          role="status"
          className="mt-8 animate-pulse rounded-2xl bg-ink-850 p-10 text-center text-slate-300"
        >
          Loading the comparison...
        </p>
      ) : (
        <div className={`mt-8 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-400">
              {stale ? 'Updating...' : `Figures as of ${c.asOf}, from each brand's deals on file.`}
            </p>
            <ExportButtons c={c} />
          </div>
          <CompareFigures c={c} colours={BRAND_COLOURS} />
          <div className="mt-6 grid gap-4">
            <PropertiesPanel c={c} colours={BRAND_COLOURS} />
            <EndingSoonPanel c={c} colours={BRAND_COLOURS} />
          </div>
        </div>
      )}
    </div>
  );
}

/** /compare?brands=Puma,Adidas,New%20Balance: two to four brands side by side (signed in). */
export default function ComparePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const brands = readBrands(location.search);
  usePageMeta({
    title: brands.length >= COMPARE_MIN ? `${brands.join(' vs ')}: compare brands` : route.title,
    description: route.description,
    noindex: true,
  });
  const onChange = (next: string[]) => navigate({ search: compareSearch(next) });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{route.heading}</h1>
      <p className="mt-2 text-slate-300">
        BaseLine, known spend, running deals by sport, region and type, shared properties and contracts ending
        soon, side by side. The address holds the brands: share it to share the comparison.
      </p>
      <LoginGate>
        <QueryClientProvider client={useAppQueryClient()}>
          <CompareTool brands={brands} onChange={onChange} />
        </QueryClientProvider>
      </LoginGate>
    </div>
  );
}
