import type { KeyboardEvent } from 'react';
import type { TSearchHit } from '../../../core/contract/intelligence';
import { kindLabel } from './suggestions';

/**
 * The best hits of the other kinds under a mode's own hits ("Manchester United" in Brands mode
 * offers the club): picking one switches to its mode and opens it.
 */
export function AlsoFound({
  hits,
  headingId,
  onPick,
  onKey,
  offset = 0,
}: {
  hits: TSearchHit[];
  headingId: string;
  onPick(hit: TSearchHit): void;
  /** Arrow keys between the buttons, counted after the mode's own `offset` hits. */
  onKey?(event: KeyboardEvent<HTMLButtonElement>, index: number): void;
  offset?: number;
}) {
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
        Also found
      </h3>
      <ul className="mt-2 grid gap-2">
        {hits.map((hit, i) => (
          <li key={`${hit.type}:${hit.id}`} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(hit)}
              onKeyDown={(e) => onKey?.(e, offset + i)}
              className="flex w-full min-w-0 flex-col items-start gap-0.5 rounded-lg border border-dashed border-ink-600 bg-ink-900 px-4 py-2.5 text-left hover:border-accent-400/60 focus:border-accent-400 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <span className="max-w-full font-semibold break-words text-white">{hit.name}</span>
              <span className="max-w-full min-w-0 truncate text-sm text-slate-400">
                {kindLabel[hit.type]} · {hit.subtitle}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
