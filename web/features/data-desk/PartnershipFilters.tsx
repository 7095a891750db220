import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { deskConfidences, deskSources, type TDeskPartnershipPage } from '../../../core/contract/desk';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/form-field';
import { DebouncedField } from './DebouncedField';
import { count } from './format';
import { touch } from './styles';
import { isFiltered, type PartnershipView } from './view';

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'expiring', label: 'Expiring' },
  { value: 'ended', label: 'Ended' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
  { value: 'running', label: 'Running (active or expiring)' },
];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A toggle filter with its count: "Needs review (12)". */
function Toggle({
  label,
  n,
  on,
  onChange,
}: {
  label: string;
  n?: number;
  on: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={`h-11 rounded-full px-4 text-sm font-semibold ${
        on ? 'bg-accent-400 text-ink-950' : 'bg-ink-800 text-slate-300 hover:bg-ink-700'
      }`}
    >
      {label}
      {n !== undefined && ` (${count(n)})`}
    </button>
  );
}

/** The list's filters; each change goes into the address (page 1 again). */
export function PartnershipFilters({
  view,
  page,
  onChange,
  onClear,
}: {
  view: PartnershipView;
  /** The last answer: counts and the sports and types to choose from. */
  page: TDeskPartnershipPage | undefined;
  onChange(changes: Partial<Record<keyof PartnershipView, string | boolean>>): void;
  onClear(): void;
}) {
  // A value in the address that the lists do not have yet is still offered, so it shows selected.
  const withCurrent = (values: string[] | undefined, current: string) =>
    current && !values?.includes(current) ? [current, ...(values ?? [])] : (values ?? []);
  // On a phone the search shows and the other fields fold away behind one button.
  const [more, setMore] = useState(false);
  const moreId = useId();
  const set = [
    view.brand,
    view.property,
    view.sport,
    view.type,
    view.status,
    view.source,
    view.confidence,
  ].filter(Boolean).length;
  return (
    <form aria-label="Filter partnerships" onSubmit={(e) => e.preventDefault()} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DebouncedField
          label="Search"
          placeholder="Brand, partner, type, role or citation"
          value={view.q}
          onCommit={(q) => onChange({ q })}
        />
        <button
          type="button"
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore(!more)}
          className={buttonClass('secondary', 'md', 'sm:hidden')}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {more ? 'Fewer filters' : `More filters${set ? ` (${set} set)` : ''}`}
        </button>
        <div id={moreId} className={`${more ? 'grid' : 'hidden'} gap-3 sm:contents`}>
          <DebouncedField label="Brand" value={view.brand} onCommit={(brand) => onChange({ brand })} />
          <DebouncedField
            label="Property or athlete"
            value={view.property}
            onCommit={(property) => onChange({ property })}
          />
          <SelectField label="Sport" value={view.sport} onChange={(e) => onChange({ sport: e.target.value })}>
            <option value="">All sports</option>
            {withCurrent(page?.sports, view.sport).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField label="Type" value={view.type} onChange={(e) => onChange({ type: e.target.value })}>
            <option value="">All types</option>
            {withCurrent(page?.types, view.type).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Status"
            value={view.status}
            onChange={(e) => onChange({ status: e.target.value })}
          >
            <option value="">Any status</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Source"
            value={view.source}
            onChange={(e) => onChange({ source: e.target.value })}
          >
            <option value="">Any source</option>
            {deskSources.map((s) => (
              <option key={s} value={s}>
                {cap(s)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Confidence"
            value={view.confidence}
            onChange={(e) => onChange({ confidence: e.target.value })}
          >
            <option value="">Any confidence</option>
            {deskConfidences.map((c) => (
              <option key={c} value={c}>
                {cap(c)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Toggle
          label="Needs review"
          n={page?.counts.needsReview}
          on={view.review}
          onChange={(review) => onChange({ review })}
        />
        <Toggle
          label="Edited"
          n={page?.counts.edited}
          on={view.edited}
          onChange={(edited) => onChange({ edited })}
        />
        {isFiltered(view) && (
          <button type="button" className={buttonClass('ghost', 'sm', touch)} onClick={onClear}>
            <X className="size-4" aria-hidden />
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
