import { count } from './format';

/** The apply call's progress: a bar and "done of total rows". */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${count(done)} of ${count(total)} rows`}
        className="h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div className="h-2 rounded-full bg-accent-400 transition-all" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-slate-300">
        {count(done)} of {count(total)} rows written
      </p>
    </div>
  );
}
