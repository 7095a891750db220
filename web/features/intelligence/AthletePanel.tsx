import type { KeyboardEvent, RefObject } from 'react';
import { useState } from 'react';
import { isRunning } from '../../../core/contract/profile';
import { SelectField } from '../../ui/select';
import { useAthletes } from './data/use-athletes';

const sports = [
  { value: 'all', label: 'All sports' },
  { value: 'Football', label: 'Football' },
  { value: 'Basketball', label: 'Basketball' },
  { value: 'Tennis', label: 'Tennis' },
  { value: 'Motorsport', label: 'Motorsport' },
  { value: 'Athletics', label: 'Athletics' },
  { value: 'Golf', label: 'Golf' },
] as const;
type Sport = (typeof sports)[number]['value'];

/**
 * Search Talent: six athletes for the chosen sport (fresh for 5 minutes) and, once the query is
 * longer than 2 characters, a name search of up to 20. Failures are shown, not swallowed.
 */
export function AthletePanel({
  query,
  listRef,
  onResultKey,
  onChoose,
}: {
  query: string;
  listRef: RefObject<HTMLUListElement | null>;
  onResultKey(event: KeyboardEvent<HTMLButtonElement>, index: number): void;
  onChoose(name: string): void;
}) {
  const [sport, setSport] = useState<Sport>('all');
  const searching = query.trim().length > 2;
  const panel = useAthletes({ query: '', sport, limit: 6, enabled: !searching });
  const byName = useAthletes({ query, sport: 'all', limit: 20, enabled: searching });
  const current = searching ? byName : panel;
  const list = current.data ?? [];

  return (
    <section aria-labelledby="athletes-heading" className="mx-auto mt-6 max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="athletes-heading" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
          {searching ? 'Athletes Found' : 'Featured athletes'}
        </h2>
        {!searching && (
          <div className="w-48">
            <SelectField<Sport>
              label="Sport"
              value={sport}
              options={sports}
              onValueChange={(v) => setSport(v)}
            />
          </div>
        )}
      </div>
      {current.isError && (
        <p role="alert" className="mt-3 text-red-300">
          {searching ? 'Failed to search athletes' : 'Failed to fetch athletes'}
        </p>
      )}
      {current.isPending && current.fetchStatus === 'fetching' && (
        <p role="status" className="mt-3 text-slate-400">
          Loading athletes...
        </p>
      )}
      {current.isSuccess && list.length === 0 && (
        <p className="mt-3 text-slate-400">
          {searching ? `No athletes match “${query.trim()}”.` : 'No athletes for this sport yet.'}
        </p>
      )}
      <ul ref={searching ? listRef : undefined} className="mt-3 grid gap-2 sm:grid-cols-2">
        {list.map((a, index) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => onChoose(a.fullName)}
              onKeyDown={(e) => onResultKey(e, index)}
              className="grid w-full gap-0.5 rounded-lg border border-ink-700 bg-ink-850 px-4 py-3 text-left hover:border-accent-400/60 focus:border-accent-400"
            >
              <span className="font-semibold text-white">{a.fullName}</span>
              <span className="text-sm text-slate-400">
                {a.sport}
                {a.currentTeam ? ` · ${a.currentTeam}` : ''}
                {a.nationality ? ` · ${a.nationality}` : ''}
              </span>
              <span className="text-xs text-slate-400">
                {a.sponsors.filter((d) => isRunning(d)).length} running brand deals
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
