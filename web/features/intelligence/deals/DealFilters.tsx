import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPartnershipFacets } from '../../../../core/contract/partnerships';
import { buttonClass } from '../../../ui/button';
import { DEFAULT_ENDING_MONTHS, type FilterKey, type Filters, filterKeys } from './address';
import { SelectFilter, TextFilter } from './FilterFields';

const KIND_LABELS: Record<TPartnershipFacets['kinds'][number], string> = {
  team: 'Team',
  league: 'League',
  event: 'Event',
  federation: 'Federation',
  athlete: 'Athlete',
};

const STATUS_OPTIONS = [
  { value: 'running', label: 'Running' },
  { value: 'ending', label: 'Ending within N months' },
  { value: 'ended', label: 'Ended' },
  { value: 'unconfirmed', label: 'Not confirmed for 18 months' },
];

const VALUE_KINDS = [
  { value: 'reported', label: 'Reported' },
  { value: 'estimate', label: 'Estimate' },
  { value: 'included', label: 'Part of a wider deal' },
];

const options = (values: readonly string[] | undefined) =>
  (values ?? []).map((v) => ({ value: v, label: v }));

/** Dollars in the address, millions on screen: "5000000" reads "5". */
const millions = (usd: string | undefined) => {
  if (!usd) return '';
  const n = Number(usd);
  return Number.isFinite(n) ? String(n / 1e6) : usd;
};
const dollars = (m: string) => {
  if (!m) return '';
  const n = Number(m);
  return Number.isFinite(n) ? String(Math.round(n * 1e6)) : m;
};

/**
 * Every filter of the finder, over the values deals on file have. Selects apply at once (a step in
 * the browser's history); typed fields after a pause (replacing the address, not a step per key).
 * On a phone the panel folds behind a Filters button.
 */
export function DealFilters({
  filters,
  facets,
  onChange,
  onClear,
}: {
  filters: Filters;
  facets: TPartnershipFacets | undefined;
  onChange(changes: Filters, typed: boolean): void;
  onClear(): void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: FilterKey) => (value: string) => onChange({ [key]: value }, false);
  const typed =
    (key: FilterKey, convert: (v: string) => string = (v) => v) =>
    (value: string) =>
      onChange({ [key]: convert(value) }, true);
  const count = filterKeys.filter((k) => filters[k]).length;
  const status = filters.endingWithin ? 'ending' : (filters.status ?? '');
  const leagues = (facets?.leagues ?? [])
    .filter((l) => !filters.sport || l.sport.toLowerCase() === filters.sport.toLowerCase())
    .map((l) => ({ value: l.name, label: l.name }));
  const year = facets?.years;
  // Picking a sport lets go of a league of another sport.
  const leagueOfOtherSport = (sport: string) => {
    const of = facets?.leagues.find((l) => l.name === filters.league)?.sport;
    return Boolean(sport && of && of.toLowerCase() !== sport.toLowerCase());
  };

  return (
    <section aria-label="Filters" className="min-w-0">
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'w-full lg:hidden')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {open ? 'Hide filters' : 'Show filters'}
        {count > 0 && ` (${count} set)`}
      </button>
      <div
        id={panelId}
        className={`${open ? 'mt-4 grid' : 'hidden'} gap-4 rounded-2xl border border-ink-700 bg-ink-850 p-4 lg:mt-0 lg:grid`}
      >
        <TextFilter
          label="Words"
          type="search"
          value={filters.q ?? ''}
          placeholder="Brand, partner, type or role"
          onCommit={typed('q')}
        />
        <SelectFilter
          label="Sport"
          any="Any sport"
          value={filters.sport ?? ''}
          options={options(facets?.sports)}
          onChange={(v) => onChange({ sport: v, ...(leagueOfOtherSport(v) ? { league: '' } : {}) }, false)}
        />
        <SelectFilter
          label="League"
          any="Any league"
          value={filters.league ?? ''}
          options={leagues}
          onChange={set('league')}
        />
        <SelectFilter
          label="Partner kind"
          any="Any kind"
          value={filters.kind ?? ''}
          options={(facets?.kinds ?? []).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={set('kind')}
        />
        <SelectFilter
          label="Region"
          any="Any region"
          value={filters.region ?? ''}
          options={options(facets?.regions)}
          onChange={set('region')}
        />
        <SelectFilter
          label="Country"
          any="Any country"
          value={filters.country ?? ''}
          options={options(facets?.countries)}
          onChange={set('country')}
        />
        <SelectFilter
          label="Deal type"
          any="Any type"
          value={filters.type ?? ''}
          options={options(facets?.types)}
          onChange={set('type')}
        />
        <SelectFilter
          label="Brand industry"
          any="Any industry"
          value={filters.industry ?? ''}
          options={options(facets?.industries)}
          onChange={set('industry')}
        />
        <SelectFilter
          label="Status"
          any="Any status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) =>
            onChange(
              v === 'ending'
                ? { status: '', endingWithin: String(DEFAULT_ENDING_MONTHS) }
                : { status: v, endingWithin: '' },
              false,
            )
          }
        />
        {status === 'ending' && (
          <TextFilter
            label="Ending within (months)"
            type="number"
            min={1}
            max={120}
            step={1}
            value={filters.endingWithin ?? ''}
            hint={
              facets
                ? `Running deals whose announced final year ends (31 December) within this many months of ${facets.asOf}.`
                : undefined
            }
            onCommit={typed('endingWithin', (v) => v || String(DEFAULT_ENDING_MONTHS))}
          />
        )}
        <fieldset className="grid min-w-0 grid-cols-2 gap-3">
          <legend className="mb-1.5 text-sm font-medium text-slate-200">Start year</legend>
          <TextFilter
            label="From"
            type="number"
            min={year?.first ?? undefined}
            max={year?.last ?? undefined}
            value={filters.startFrom ?? ''}
            onCommit={typed('startFrom')}
          />
          <TextFilter
            label="To"
            type="number"
            min={year?.first ?? undefined}
            max={year?.last ?? undefined}
            value={filters.startTo ?? ''}
            onCommit={typed('startTo')}
          />
        </fieldset>
        <fieldset className="grid min-w-0 grid-cols-2 gap-3">
          <legend className="mb-1.5 text-sm font-medium text-slate-200">
            End year (ended, or announced final year)
          </legend>
          <TextFilter label="From" type="number" value={filters.endFrom ?? ''} onCommit={typed('endFrom')} />
          <TextFilter label="To" type="number" value={filters.endTo ?? ''} onCommit={typed('endTo')} />
        </fieldset>
        <fieldset className="grid min-w-0 grid-cols-2 gap-3">
          <legend className="mb-1.5 text-sm font-medium text-slate-200">Annual value (US$ millions)</legend>
          <TextFilter
            label="Minimum"
            type="number"
            min={0}
            step="any"
            value={millions(filters.valueMin)}
            onCommit={typed('valueMin', dollars)}
          />
          <TextFilter
            label="Maximum"
            type="number"
            min={0}
            step="any"
            value={millions(filters.valueMax)}
            onCommit={typed('valueMax', dollars)}
          />
        </fieldset>
        <SelectFilter
          label="Value kind"
          any="Any value kind"
          value={filters.valueKind ?? ''}
          options={VALUE_KINDS}
          onChange={set('valueKind')}
        />
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'justify-self-start')}
          disabled={count === 0}
          onClick={onClear}
        >
          Clear filters
        </button>
      </div>
    </section>
  );
}
