import { ShieldCheck } from 'lucide-react';
import { relativeTime } from '../../../core/format/relative-time';
import { useNow } from '../../lib/use-now';

/** "{n}% Verified" with the source name and how long ago the data was updated (spec 01 section 2). */
export function DataSourceBadge({
  accuracy = 95,
  source,
  updatedAt,
}: {
  /** null: the figures are modelled, nothing to verify. */
  accuracy?: number | null;
  source: string;
  updatedAt: Date | string | number;
}) {
  const now = useNow();
  const at = new Date(updatedAt);
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-xs text-slate-300">
      <span className="inline-flex items-center gap-1 font-semibold text-emerald-300">
        <ShieldCheck className="size-3.5" aria-hidden />
        {accuracy === null ? 'Modelled' : `${accuracy}% Verified`}
      </span>
      <span aria-hidden>·</span>
      <span>{source}</span>
      <span aria-hidden>·</span>
      <span>
        Updated <time dateTime={at.toISOString()}>{relativeTime(at, now)}</time>
      </span>
    </p>
  );
}
