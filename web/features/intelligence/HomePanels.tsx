import { Clock } from 'lucide-react';
import { useState } from 'react';
import { PillGroup } from '../../ui/pill-group';
import { buildSuggestions, type SuggestionFilter, suggestionFilters } from './suggestions';

const dotColours = ['bg-accent-400', 'bg-sky-400', 'bg-violet-400', 'bg-amber-400', 'bg-rose-400'];

/** The empty query's Search Suggestions card (spec 02 section 2.1): clicking a card fills the search. */
export function SuggestionsPanel({ onPick }: { onPick(query: string): void }) {
  const [filter, setFilter] = useState<SuggestionFilter>('all');
  const suggestions = buildSuggestions(filter);
  return (
    <section aria-labelledby="suggestions" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <h2 id="suggestions" className="font-semibold text-white">
        Search Suggestions
      </h2>
      <PillGroup options={suggestionFilters} value={filter} onChange={setFilter} />
      {suggestions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">No suggestions found for this category</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {suggestions.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onPick(s.query)}
                className="grid h-full w-full gap-1 rounded-lg border border-ink-700 bg-ink-900 p-3 text-left hover:border-accent-400/60"
              >
                <span className="font-semibold text-white">{s.query}</span>
                <span className="text-xs text-slate-400">{s.reason}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Recent Searches: up to 8 brands opened, coloured dots on the first five. */
export function RecentSearches({
  recent,
  onPick,
  onClear,
}: {
  recent: string[];
  onPick(name: string): void;
  onClear(): void;
}) {
  return (
    <section aria-labelledby="recent-searches" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches" className="flex items-center gap-2 font-semibold text-white">
          <Clock className="size-4 text-slate-400" aria-hidden />
          Recent Searches
        </h2>
        {recent.length > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="text-xs text-slate-400 underline hover:text-white"
          >
            Clear
          </button>
        )}
      </div>
      {recent.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">Brands you open appear here.</p>
      ) : (
        <ul className="mt-3 grid gap-1">
          {recent.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => onPick(name)}
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-200 hover:bg-ink-800"
              >
                <span
                  aria-hidden
                  className={`size-2 rounded-full ${i < 5 ? dotColours[i] : 'bg-transparent'}`}
                  data-testid={i < 5 ? 'recent-dot' : undefined}
                />
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
