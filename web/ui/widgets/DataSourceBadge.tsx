import { ShieldCheck } from 'lucide-react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { relativeTime } from '../../../core/format/relative-time';
import { useTimeZone } from '../../lib/time-zone';
import { useNow } from '../../lib/use-now';

/**
 * The data source badge (spec 01 section 2) with the page's computed source mix: the share of its
 * deals from open data sets and the share with high confidence, and how long ago it was updated.
 */
export function DataSourceBadge({
  mix,
  updatedAt,
}: {
  mix: TBrandProfile['sourceMix'];
  updatedAt: Date | string | number;
}) {
  const now = useNow();
  const zone = useTimeZone();
  const at = new Date(updatedAt);
  const valid = !Number.isNaN(at.getTime());
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
        </>
      )}
      {valid && (
        <>
          <span aria-hidden>·</span>
          <span>
            Updated <time dateTime={at.toISOString()}>{relativeTime(at, now, zone)}</time>
          </span>
        </>
      )}
    </p>
  );
}
