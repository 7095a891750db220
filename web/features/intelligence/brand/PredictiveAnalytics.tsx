import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { formatDateTime } from '../../../../core/format/time';
import { probabilityColour } from '../../../../core/intelligence/score';
import { useTimeZone } from '../../../lib/time-zone';
import { toast } from '../../../lib/toast-store';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { bandText } from '../../../ui/widgets/bands';
import { useEngineRun } from '../data/use-engine-run';

/** How long Update Forecasts shows Calculating at least (spec 02 section 9: 2500 ms). */
export const FORECAST_MS = 2500;

/** What a profile refetch answers (React Query's refetch result). */
export interface Refetched {
  data?: TBrandProfile | null | undefined;
  isError: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Predictive Analytics (spec 02 section 2.6): the engine's predictions, each with its method. Update
 * Forecasts fetches them again from the server with the time the engine computed them, shows
 * Calculating (disabled) for at least 2.5 s, and says whether they changed.
 */
export function PredictiveAnalytics({
  profile,
  onRefresh,
}: {
  profile: TBrandProfile;
  onRefresh(): Promise<Refetched>;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const engine = useEngineRun();
  const zone = useTimeZone();
  const update = async () => {
    if (busy) return;
    setBusy(true);
    const before = JSON.stringify(profile.predictions);
    const [, fresh, run] = await Promise.all([wait(FORECAST_MS), onRefresh(), engine.refetch()]);
    setBusy(false);
    if (fresh.isError || !fresh.data || run.isError || !run.data) {
      toast({
        variant: 'destructive',
        title: 'Forecasts not updated',
        description: 'Unable to reach the server. Please try again.',
      });
      return;
    }
    const changed = JSON.stringify(fresh.data.predictions) !== before;
    toast({
      title: 'Forecasts updated',
      description: `Computed ${formatDateTime(run.data, zone)}: ${
        changed ? 'new figures from the latest data.' : 'no change since you opened them.'
      }`,
    });
  };
  return (
    <section className={card} aria-labelledby="predictive-analytics">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="predictive-analytics" className="font-semibold text-white">
          Predictive Analytics
        </h2>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={update} disabled={busy}>
          <Sparkles className={`size-4 ${busy ? 'animate-pulse' : ''}`} aria-hidden />
          {busy ? 'Calculating' : 'Update Forecasts'}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-400">
        Model and dataset outlooks; each card names its method. Computed by the engine{' '}
        {engine.isPending ? (
          '(checking…)'
        ) : engine.data ? (
          <time dateTime={engine.data}>{formatDateTime(engine.data, zone)}</time>
        ) : (
          '(time not available)'
        )}
        .
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {profile.predictions.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-expanded={open === p.id}
              onClick={() => setOpen(open === p.id ? null : p.id)}
              className="grid w-full gap-1 rounded-xl border border-ink-700 p-4 text-left hover:border-accent-400/60"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-white">{p.title}</span>
                {p.probability !== null && (
                  <span
                    className={`text-lg font-bold ${bandText[probabilityColour(p.probability)]}`}
                    data-testid="probability"
                  >
                    {p.probability}%
                  </span>
                )}
              </span>
              <span className="text-sm text-slate-300">{p.description}</span>
              <span className="text-xs text-slate-400">{p.method}</span>
              {open === p.id && (
                <span className="mt-2 text-sm text-slate-300">Factors: {p.factors.join(', ')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
