import { useState } from 'react';
import type { TComparedBrand, TComparison } from '../../../../core/contract/compare';
import { dealRole } from '../../../../core/format/deal';
import { formatMoney } from '../../../../core/format/money';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { columns } from './columns';

/** Names a list shows before "Show all". */
const FIRST = 12;

const urgencyStyle = {
  critical: 'bg-red-500/15 text-red-300',
  high: 'bg-amber-500/15 text-amber-300',
  medium: 'bg-sky-500/15 text-sky-300',
  low: 'bg-slate-500/15 text-slate-300',
} as const;

function Dot({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      className="inline-block size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: colour }}
    />
  );
}

function Exclusive({ b, colour }: { b: TComparedBrand; colour: string }) {
  const [all, setAll] = useState(false);
  const list = all ? b.exclusiveProperties : b.exclusiveProperties.slice(0, FIRST);
  return (
    <div className="min-w-0">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-white">
        <Dot colour={colour} /> {b.name} alone: {b.exclusiveProperties.length}
      </h4>
      {list.length ? (
        <ul className="mt-1 text-sm text-slate-300">
          {list.map((p) => (
            <li key={p} className="break-words">
              {p}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-400">None: every running partner is shared.</p>
      )}
      {b.exclusiveProperties.length > FIRST && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm', '-ml-3 mt-1')}
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show all ${b.exclusiveProperties.length}`}
        </button>
      )}
    </div>
  );
}

/** The properties two or more of the brands share, then those each holds alone (running deals). */
export function PropertiesPanel({ c, colours }: { c: TComparison; colours: readonly string[] }) {
  const colourOf = new Map(c.brands.map((b, i) => [b.name, colours[i]!]));
  return (
    <section className={`${card} min-w-0`} aria-labelledby="compare-properties">
      <h2 id="compare-properties" className="font-semibold text-white">
        Shared and exclusive properties
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        Teams, leagues, events, federations and athletes with a running deal, in our dataset.
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-200">Shared: {c.sharedProperties.length}</h3>
      {c.sharedProperties.length ? (
        <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
          {c.sharedProperties.map((s) => (
            <li key={s.property} className="flex min-w-0 flex-wrap items-center gap-x-2">
              <span className="break-words text-white">{s.property}</span>
              <span className="inline-flex items-center gap-1 text-xs text-slate-400">
                {s.brands.map((n) => (
                  <Dot key={n} colour={colourOf.get(n)!} />
                ))}
                <span>{s.brands.join(', ')}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-400">
          No property has a running deal with more than one of these brands.
        </p>
      )}
      <div className={`mt-5 grid gap-4 ${columns(c.brands.length)}`}>
        {c.brands.map((b, i) => (
          <Exclusive key={b.name} b={b} colour={colours[i]!} />
        ))}
      </div>
    </section>
  );
}

/** Running deals whose announced final year ends within 18 months, per brand, soonest first. */
export function EndingSoonPanel({ c, colours }: { c: TComparison; colours: readonly string[] }) {
  return (
    <section className={`${card} min-w-0`} aria-labelledby="compare-ending">
      <h2 id="compare-ending" className="font-semibold text-white">
        Contracts ending soon
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        Running deals whose announced final year ends within {c.endingWithinMonths} months of {c.asOf}, as the
        brand view's Contract Expiry Tracker counts them; renewal likelihood from our renewal model.
      </p>
      <div className={`mt-4 grid gap-4 ${columns(c.brands.length)}`}>
        {c.brands.map((b, i) => (
          <div key={b.name} className="min-w-0">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-white">
              <Dot colour={colours[i]!} /> {b.name}: {b.endingSoon.length}
            </h3>
            {b.endingSoon.length ? (
              <ul className="mt-2 grid gap-2">
                {b.endingSoon.map((e) => (
                  <li key={e.deal.id} className="rounded-lg border border-ink-700 bg-ink-900 p-3 text-sm">
                    <p className="font-semibold break-words text-white">{e.deal.partner}</p>
                    <p className="text-xs text-slate-400">
                      {dealRole(e.deal)} · {e.deal.sport}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                      <span className={`rounded-full px-2 py-0.5 font-semibold ${urgencyStyle[e.urgency]}`}>
                        Until {e.deal.contract.until} · {e.monthsLeft}{' '}
                        {e.monthsLeft === 1 ? 'month' : 'months'}
                      </span>
                      <span className="text-slate-300">Renewal {e.renewal}%</span>
                      <span className="text-slate-300">
                        {e.deal.value.kind === 'included'
                          ? `Valued within ${e.deal.value.within}`
                          : `${e.deal.value.kind === 'estimate' ? '≈ ' : ''}${formatMoney(e.deal.value.usd)} a year (${e.deal.value.kind === 'reported' ? 'reported' : 'estimate'})`}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-400">None within {c.endingWithinMonths} months.</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
