import { ShieldCheck } from 'lucide-react';
import type { TBrandProfile, TDeal } from '../../../core/contract/profile';
import { isRunning } from '../../../core/contract/profile';
import { sourceMixText, valueCounts, valueCountsText } from '../../../core/widgets/figures';
import { lastCheckedText, latestAsOf } from '../../../core/widgets/freshness';

/**
 * The data source badge (spec 01 section 2) with the page's computed source mix: how many of its
 * deals come from open data sets and how many are curated with a citation (never a bare "0%
 * verified"), the share with high confidence, how the running deals' values are known (the same
 * counts as the estimated known spend and the exports), and when the data was last checked (the
 * latest "as of" date of its deals, not when the page was drawn).
 */
export function DataSourceBadge({
  mix,
  deals,
}: {
  mix: TBrandProfile['sourceMix'];
  deals: readonly TDeal[];
}) {
  const latest = latestAsOf(deals);
  const running = valueCounts(deals.filter((d) => isRunning(d)));
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-xs text-slate-300">
      <span className="inline-flex items-center gap-1 font-semibold text-emerald-300">
        <ShieldCheck className="size-3.5" aria-hidden />
        {sourceMixText(mix)}
      </span>
      {mix.facts > 0 && (
        <>
          <span aria-hidden>·</span>
          <span>
            Values of the {running.deals} running {running.deals === 1 ? 'deal' : 'deals'}:{' '}
            {valueCountsText(running)}
          </span>
          <span aria-hidden>·</span>
          <span>
            Last checked{' '}
            {latest ? <time dateTime={latest}>{lastCheckedText(deals)}</time> : lastCheckedText(deals)}
          </span>
        </>
      )}
    </p>
  );
}
