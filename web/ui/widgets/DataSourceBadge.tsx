import { ShieldCheck } from 'lucide-react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { lastCheckedText, latestAsOf } from '../../../core/widgets/freshness';

/**
 * The data source badge (spec 01 section 2) with the page's computed source mix: the share of its
 * deals from open data sets, the share with high confidence, and when the data was last checked
 * (the latest "as of" date of its deals, not when the page was drawn).
 */
export function DataSourceBadge({
  mix,
  deals,
}: {
  mix: TBrandProfile['sourceMix'];
  deals: readonly { asOf: string | null }[];
}) {
  const latest = latestAsOf(deals);
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-xs text-slate-300">
      <span className="inline-flex items-center gap-1 font-semibold text-emerald-300">
        <ShieldCheck className="size-3.5" aria-hidden />
        {mix.facts === 0
          ? 'No deals on record'
          : `${mix.verifiedPercent}% verified open data · ${mix.highConfidencePercent}% high confidence`}
      </span>
      {mix.facts > 0 && (
        <>
          <span aria-hidden>·</span>
          <span>
            {mix.facts} {mix.facts === 1 ? 'deal' : 'deals'}: {mix.reported} reported, {mix.estimates}{' '}
            estimated values
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
