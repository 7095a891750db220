import { Clock } from 'lucide-react';
import { useState } from 'react';
import { PillGroup } from '../../ui/pill-group';
import { useBrandData } from './data/use-brand-data';
import {
  buildSuggestions,
  type SuggestionFilter,
  suggestionFilters,
  suggestionRelevance,
} from './suggestions';

const dotColours = ['bg-accent-400', 'bg-sky-400', 'bg-violet-400', 'bg-amber-400', 'bg-rose-400'];

/** The sports of a brand's running deals, from its profile; null until known. */
function useBrandSports(name: string | undefined): { brand: string; sports: Set<string> } | null {
  const data = useBrandData(name ?? '');
  const profile = name ? data.data : null;
  if (!profile) return null;
  return {
    brand: profile.brand.name,
    sports: new Set(profile.overview.runningSports),
  };
}

/**
 * The empty query's Search Suggestions card (spec 02 section 2.7): clicking a card fills the search.
 * Each card's relevance is to the brand opened last (`relativeTo`): the share of the suggestion's
 * sports in which that brand has a running deal. With no brand opened yet there is none to show.
 */
export function SuggestionsPanel({
  onPick,
  relativeTo,
}: {
  onPick(query: string): void;
  /** The brand the user opened last (Recent Searches' first). */
  relativeTo?: string | undefined;
}) {
  const [filter, setFilter] = useState<SuggestionFilter>('all');
  const suggestions = buildSuggestions(filter);
  const reference = useBrandSports(relativeTo);
  return (
    <section aria-labelledby="suggestions" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <h2 id="suggestions" className="font-semibold text-white">
        Search Suggestions
      </h2>
      <p className="mt-1 text-xs text-slate-400">
        {reference
          ? `Relevance to ${reference.brand}, the brand you opened last: the share of a suggestion's sports in which ${reference.brand} has a running deal.`
          : 'Relevance shows once you have opened a brand: the share of a suggestion’s sports in which that brand has a running deal.'}
      </p>
      <PillGroup options={suggestionFilters} value={filter} onChange={setFilter} />
      {suggestions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">No suggestions found for this category</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {suggestions.map((s) => {
            const relevance = reference && suggestionRelevance(s, reference.sports);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => onPick(s.query)}
                  className="grid h-full w-full gap-1 rounded-lg border border-ink-700 bg-ink-900 p-3 text-left hover:border-accent-400/60"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-white">{s.query}</span>
                    {relevance && (
                      <span className="text-xs font-semibold text-accent-300" data-testid="relevance">
                        {relevance.percent}% relevance
                      </span>
                    )}
                  </span>
                  <span className="text-xs text-slate-400">{s.reason}</span>
                  {relevance && (
                    <span className="text-xs text-slate-400">
                      {relevance.shared.length
                        ? `Shares ${relevance.shared.join(', ')} with ${reference.brand}`
                        : `${s.sports.join(', ')}: no ${reference.brand} deal`}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
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
