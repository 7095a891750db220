import { useQueryClient } from '@tanstack/react-query';
import { Building2, Search, Trophy, User } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { SearchType, TSearchHit, TSearchResponse } from '../../../core/contract/intelligence';
import { useBrowserState } from '../../lib/bootstrap';
import { AlsoFound } from './AlsoFound';
import { AthletePanel } from './AthletePanel';
import { searchHitsQuery, useSearchHits } from './data/use-search-hits';
import { RecentSearches, SuggestionsPanel } from './HomePanels';
import { pushRecent, readRecent, saveRecent } from './recent';
import type { Mode, Selection } from './selection';
import { chipsFor, foundElsewhere, matchSponsorProperty, noHitsMessage } from './suggestions';
import { useMediaQuery } from './use-media';

const modes: { value: Mode; label: string; icon: typeof Building2; type: SearchType }[] = [
  { value: 'brand', label: 'Search Brands', icon: Building2, type: 'brand' },
  { value: 'sponsor', label: 'Search Rights Holder', icon: Trophy, type: 'rightsHolder' },
  { value: 'talent', label: 'Search Talent', icon: User, type: 'athlete' },
];

const placeholders: Record<Mode, { wide: string; narrow: string }> = {
  brand: { wide: 'Search a brand, e.g. Nike, Emirates or Visa...', narrow: 'Search brands...' },
  sponsor: {
    wide: 'Search a competition, league or team, e.g. Premier League...',
    narrow: 'Search rights holders...',
  },
  talent: { wide: 'Search an athlete by name, e.g. Lewis Hamilton...', narrow: 'Search athletes...' },
};

const foundHeading: Record<Mode, string> = {
  brand: 'Brands Found',
  sponsor: 'Rights Holders Found',
  talent: 'Athletes Found',
};

const kindOf: Record<Mode, NonNullable<Selection>['kind']> = {
  brand: 'brand',
  sponsor: 'rightsHolder',
  talent: 'athlete',
};
const modeOf: Record<SearchType, Mode> = { brand: 'brand', rightsHolder: 'sponsor', athlete: 'talent' };
const noHits: TSearchResponse = { results: [], also: [] };

/**
 * The search screen: mode buttons, the typeahead with an Also found group of the other kinds, and
 * the empty-query panels. The mode and the query live in the page, so Back to Search returns to
 * both: the typeahead shows again what the user had typed.
 */
export function SearchHome({
  mode,
  onModeChange,
  query,
  onQueryChange: setQuery,
  onSelect,
}: {
  mode: Mode;
  onModeChange(mode: Mode): void;
  query: string;
  onQueryChange(query: string): void;
  onSelect(selection: Selection): void;
}) {
  const queryClient = useQueryClient();
  // Kept in this browser: a page the server rendered shows none until it is taken over.
  const [recent, setRecent] = useBrowserState<string[]>([], readRecent);
  const narrow = useMediaQuery('(max-width: 639px)');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hitsRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const modeInfo = modes.find((m) => m.value === mode)!;
  const hits = useSearchHits(modeInfo.type, query);
  const typed = query.trim().length > 0;
  const answer = query.trim().length >= 2 ? (hits.data ?? noHits) : noHits;
  const results = answer.results;

  // Keystroke to rendered results, for bench/search-ui.mjs: measured once the answer for the
  // current query is on screen (after the effect, so React has committed it).
  const answered = hits.isSuccess && !hits.isPlaceholderData ? hits.data : null;
  useEffect(() => {
    if (!answered || performance.getEntriesByName('search:input', 'mark').length === 0) return;
    performance.measure('search:results', 'search:input');
    performance.clearMarks('search:input');
  }, [answered]);

  const choose = (name: string, kind = kindOf[mode]) => {
    if (kind === 'brand') {
      const next = pushRecent(recent, name);
      setRecent(next);
      saveRecent(next);
    }
    onSelect({ kind, name });
  };

  const switchMode = (next: Mode) => {
    onModeChange(next);
    setQuery('');
    inputRef.current?.focus();
  };

  /** A hit of another kind: its mode becomes the current one, and its view opens. */
  const chooseOther = (hit: TSearchHit) => {
    onModeChange(modeOf[hit.type]);
    choose(hit.name, hit.type);
  };

  /**
   * Enter opens the first hit of the query as typed (waiting for its answer, never a stale one). In
   * rights-holder mode with no hit, the fixed competitions are matched, else the name is looked up
   * as typed: an unknown one shows the spec's empty list and message, never another competition.
   */
  const submit = async () => {
    const q = query.trim();
    if (q.length < 2) return;
    let current = hits.isSuccess && !hits.isPlaceholderData ? hits.data : undefined;
    if (!current) {
      try {
        current = await queryClient.fetchQuery(searchHitsQuery(modeInfo.type, q));
      } catch {
        current = undefined;
      }
    }
    const first = current?.results[0];
    if (first) choose(first.name);
    else if (mode === 'sponsor') choose(matchSponsorProperty(q) ?? q);
  };

  const focusResult = (index: number) => {
    const scope = mode === 'talent' ? listRef.current : hitsRef.current;
    const buttons = scope?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons?.length) return;
    if (index < 0) inputRef.current?.focus();
    else buttons[Math.min(index, buttons.length - 1)]?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };

  const onResultKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusResult(index - 1);
    } else if (event.key === 'Escape') {
      inputRef.current?.focus();
    }
  };

  return (
    <div className="mt-8">
      <fieldset className="flex flex-wrap justify-center gap-2">
        <legend className="sr-only">What to search</legend>
        {modes.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => switchMode(value)}
            className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
              mode === value
                ? 'border-accent-400 bg-accent-400 text-ink-950'
                : 'border-ink-600 bg-ink-850 text-slate-200 hover:border-accent-400/60'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </fieldset>

      <div className="relative mx-auto mt-6 max-w-2xl">
        <label htmlFor="intelligence-search" className="sr-only">
          {modeInfo.label}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          ref={inputRef}
          id="intelligence-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => {
            performance.mark('search:input');
            setQuery(e.target.value);
          }}
          onKeyDown={onInputKey}
          aria-controls={query.trim().length >= 2 && mode !== 'talent' ? listId : undefined}
          aria-describedby={`${listId}-hint`}
          placeholder={narrow ? placeholders[mode].narrow : placeholders[mode].wide}
          data-tour="search-input"
          className="h-14 w-full rounded-xl border border-ink-600 bg-ink-900 pr-4 pl-12 text-base text-white placeholder:text-slate-400 focus:border-accent-400"
        />
        <p id={`${listId}-hint`} className="sr-only">
          Type at least 2 characters. Use the down arrow to move into the results.
        </p>
      </div>

      <div className="mx-auto mt-6 max-w-2xl" aria-live="polite">
        {typed && query.trim().length < 2 && (
          <p className="text-center text-sm text-slate-400">Type at least 2 characters to search.</p>
        )}
        {query.trim().length >= 2 && mode !== 'talent' && (
          <section aria-labelledby={`${listId}-heading`}>
            <h2
              id={`${listId}-heading`}
              className="text-sm font-semibold tracking-wide text-slate-300 uppercase"
            >
              {foundHeading[mode]}
            </h2>
            {hits.isError && (
              <p role="alert" className="mt-3 text-red-300">
                Search failed. Please try again.
              </p>
            )}
            {hits.isSuccess && results.length === 0 && (
              <p className="mt-3 text-slate-400">{noHitsMessage(modeInfo.type, query, answer.also)}</p>
            )}
            <div ref={hitsRef}>
              <ul id={listId} className="mt-3 grid gap-2">
                {results.map((hit, index) => (
                  <li key={hit.id} className="min-w-0">
                    <button
                      type="button"
                      onClick={() => choose(hit.name)}
                      onKeyDown={(e) => onResultKey(e, index)}
                      className="flex w-full min-w-0 flex-col items-start gap-0.5 rounded-lg border border-ink-700 bg-ink-850 px-4 py-3 text-left hover:border-accent-400/60 focus:border-accent-400 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                    >
                      <span className="max-w-full font-semibold break-words text-white">{hit.name}</span>
                      <span className="max-w-full min-w-0 truncate text-sm text-slate-400">
                        {hit.subtitle}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <AlsoFound
                hits={answer.also}
                headingId={`${listId}-also`}
                onPick={chooseOther}
                onKey={onResultKey}
                offset={results.length}
              />
            </div>
          </section>
        )}
      </div>

      {mode === 'talent' && (
        <AthletePanel
          query={query}
          listRef={listRef}
          onResultKey={onResultKey}
          onChoose={(name) => choose(name, 'athlete')}
        />
      )}
      {mode === 'talent' && query.trim().length > 2 && answer.also.length > 0 && (
        <div className="mx-auto max-w-3xl">
          {hits.isSuccess && results.length === 0 && (
            <p className="mt-3 text-slate-400">{foundElsewhere(answer.also)}</p>
          )}
          <AlsoFound hits={answer.also} headingId={`${listId}-also`} onPick={chooseOther} />
        </div>
      )}

      {!typed && (
        <div className="mt-8 grid gap-6">
          <section aria-labelledby="quick-access" className="text-center">
            <h2 id="quick-access" className="text-sm font-semibold tracking-wide text-slate-400 uppercase">
              Quick access
            </h2>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {chipsFor[mode].map((chip) => (
                <li key={chip}>
                  <button
                    type="button"
                    onClick={() => choose(chip)}
                    className="h-9 rounded-full border border-ink-600 bg-ink-850 px-4 text-sm text-slate-200 hover:border-accent-400 hover:text-white"
                  >
                    {chip}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {mode === 'brand' && (
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <SuggestionsPanel onPick={(q) => setQuery(q)} relativeTo={recent[0]} />
              <RecentSearches
                recent={recent}
                onPick={(name) => choose(name, 'brand')}
                onClear={() => {
                  setRecent([]);
                  saveRecent([]);
                }}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
