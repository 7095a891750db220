import { useEffect, useId, useState } from 'react';
import type { DeskEntityKind } from '../../../core/contract/desk';
import { inputClass } from '../../ui/form-field';
import type { DeskEntity } from './data/entity-types';
import { useEntitySearch } from './data/use-entity-search';
import { errorText, labelClass } from './styles';

export interface Picked {
  id: string;
  name: string;
}

const nameOf = (e: DeskEntity) => (e.kind === 'athlete' ? e.row.fullName : e.row.name);
function detailOf(e: DeskEntity): string {
  if (e.kind === 'brand') return e.row.industry;
  if (e.kind === 'property') return [e.row.kind, e.row.sport, e.row.country].filter(Boolean).join(' · ');
  return [e.row.sport, e.row.currentTeam].filter(Boolean).join(' · ');
}

/**
 * Picks a brand, property or athlete by name or alias (a combobox: arrows move, Enter picks).
 * What is picked is its id; typing again clears it.
 */
export function Typeahead({
  kind,
  label,
  value,
  onChange,
  error,
  exclude,
}: {
  kind: DeskEntityKind;
  label: string;
  value: Picked | null;
  onChange(value: Picked | null): void;
  error?: string | undefined;
  /** An id not to offer (a record cannot be its own group). */
  exclude?: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value?.name ?? '');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // A name picked or set from outside shows in the box; clearing the pick keeps what was typed.
  useEffect(() => {
    if (value) setTyped(value.name);
  }, [value]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 200);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useEntitySearch(kind, open ? q : '');
  const options = (search.data?.rows ?? []).filter((e) => e.row.id !== exclude);
  const shown = open && typed.trim() !== '' && !value;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const pick = (e: DeskEntity) => {
    onChange({ id: e.row.id, name: nameOf(e) });
    setTyped(nameOf(e));
    setOpen(false);
  };

  return (
    <div className="relative grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && options[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={inputClass}
        value={typed}
        placeholder="Type a name or alias"
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
          } else if (e.key === 'Enter' && shown && options[active]) {
            e.preventDefault();
            pick(options[active]);
          }
        }}
      />
      <p id={`${id}-hint`} className="sr-only">
        {value ? `${value.name} is picked.` : 'Type, then pick one of the suggestions.'}
      </p>
      {shown && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="absolute top-full right-0 left-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-ink-600 bg-ink-850 p-1 shadow-2xl"
        >
          {search.isFetching && options.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-400">Searching...</p>
          )}
          {!search.isFetching && options.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-400">No match. Check the spelling or add it first.</p>
          )}
          {options.map((e, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input moves through the options (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox stay out of the tab order
            <div
              key={e.row.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(ev) => ev.preventDefault()}
              onClick={() => pick(e)}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm ${
                i === active ? 'bg-ink-700 text-white' : 'text-slate-200'
              }`}
            >
              <span className="block">{nameOf(e)}</span>
              <span className="block text-xs text-slate-400">{detailOf(e)}</span>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
