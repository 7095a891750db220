import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { COMPARE_MAX } from '../../../../core/contract/compare';
import { useSearchHits } from '../data/use-search-hits';

/**
 * The brands being compared: a chip each (with Remove) and a typeahead that adds one (the search
 * screen's brand search, 2 characters at least). A combobox: Arrow keys move through the hits,
 * Enter adds the one shown as active (the first by default), Escape closes the list, Backspace in
 * an empty field removes the last brand.
 */
export function BrandPicker({
  brands,
  colours,
  onChange,
}: {
  brands: string[];
  colours: readonly string[];
  onChange(next: string[]): void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const inputId = useId();
  const hintId = useId();
  const full = brands.length >= COMPARE_MAX;
  const hits = useSearchHits('brand', full ? '' : query);
  const picked = new Set(brands.map((b) => b.toLowerCase()));
  const options =
    query.trim().length >= 2
      ? (hits.data?.results ?? []).filter((h) => !picked.has(h.name.toLowerCase()))
      : [];
  const expanded = open && options.length > 0;
  const noMatch =
    query.trim().length >= 2 && hits.isSuccess && !hits.isPlaceholderData && options.length === 0;

  const add = (name: string) => {
    onChange([...brands, name]);
    setQuery('');
    setActive(0);
    setOpen(false);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = options[Math.min(active, options.length - 1)];
      if (hit) add(hit.name);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    } else if (event.key === 'Backspace' && query === '' && brands.length) {
      onChange(brands.slice(0, -1));
    }
  };

  return (
    <div>
      {brands.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Brands compared">
          {brands.map((name, i) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-2 rounded-full border border-ink-600 bg-ink-850 py-1 pr-1 pl-3 text-sm text-white"
            >
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: colours[i] }}
              />
              <span className="truncate">{name}</span>
              <button
                type="button"
                onClick={() => onChange(brands.filter((b) => b !== name))}
                aria-label={`Remove ${name}`}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-300 hover:bg-ink-700 hover:text-white"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative mt-3 max-w-md">
        <label
          htmlFor={inputId}
          className="mb-1 flex items-center gap-1 text-sm font-semibold text-slate-200"
        >
          <Plus className="size-4" aria-hidden /> Add a brand
        </label>
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          value={query}
          disabled={full}
          placeholder={full ? 'Four brands at most' : 'Type 2 letters, e.g. Puma'}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
          aria-describedby={hintId}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKey}
          className="h-11 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 text-white placeholder:text-slate-400 focus:border-accent-400 focus:outline-none disabled:opacity-60"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {full
            ? `${COMPARE_MAX} brands is the most a comparison holds: remove one to add another.`
            : `Compare 2 to ${COMPARE_MAX} brands. Arrow keys choose a match, Enter adds it.`}
        </p>
        {expanded && (
          <div
            id={listId}
            role="listbox"
            aria-label="Matching brands"
            className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-ink-600 bg-ink-900 p-1 shadow-xl"
          >
            {options.map((hit, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field moves through the options (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox stay out of the tab order
              <div
                key={hit.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // Kept from taking the focus, so the field's blur does not close the list first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(hit.name)}
                className={`cursor-pointer rounded-md px-3 py-2 text-sm ${i === active ? 'bg-ink-700 text-white' : 'text-slate-200'}`}
              >
                <span className="block font-semibold">{hit.name}</span>
                {hit.subtitle && <span className="block text-xs text-slate-400">{hit.subtitle}</span>}
              </div>
            ))}
          </div>
        )}
        {open && noMatch && (
          <p role="status" className="mt-1 text-sm text-slate-400">
            No brand matches "{query.trim()}".
          </p>
        )}
      </div>
    </div>
  );
}
