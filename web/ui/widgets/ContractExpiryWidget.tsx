import { useState } from 'react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { dealRole, partnerLabel, valueBasis, valueFigure } from '../../../core/format/deal';
import { formatMoney } from '../../../core/format/money';
import { probabilityColour } from '../../../core/intelligence/score';
import {
  type ContractFilter,
  contractBook,
  contractFilters,
  contractSummary,
  filterContracts,
} from '../../../core/widgets/contracts';
import { card } from '../card';
import { PillGroup } from '../pill-group';
import { bandBadge, bandText, pill, sourceLabel, urgencyBand } from './bands';

const filterLabels: Record<ContractFilter, string> = { all: 'All', critical: 'Critical', high: 'High' };

const monthsText = (m: number) =>
  m < 0 ? 'Announced term passed' : m === 0 ? 'This month' : `${m} ${m === 1 ? 'month' : 'months'}`;

/**
 * Contract Expiry Tracker: the brand's running deals with an announced end, soonest first (urgency
 * from the months to the end of that year), the renewal model's likelihood, and the running deals
 * with no end announced, which are never given a date.
 */
export function ContractExpiryWidget({ profile, now = new Date() }: { profile: TBrandProfile; now?: Date }) {
  const [filter, setFilter] = useState<ContractFilter>('all');
  const book = contractBook(profile, now);
  const shown = filterContracts(book.dated, filter);
  const s = contractSummary(book);
  const value = `${s.value.estimated ? '≈ ' : ''}${formatMoney(s.value.usd)}`;
  return (
    <section className={card} aria-labelledby="contract-expiry-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contract-expiry-title" className="font-semibold text-white">
          Contract Expiry Tracker
        </h2>
        <PillGroup
          className=""
          value={filter}
          onChange={setFilter}
          options={contractFilters.map((f) => ({
            value: f,
            label: `${filterLabels[f]} (${f === 'all' ? s.count : filterContracts(book.dated, f).length})`,
          }))}
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Portfolio summary">
        {[
          ['Running contracts', String(s.count), `${s.dated} with an announced end`],
          ['Annual value', value, `${s.value.reported} reported, ${s.value.estimated} estimated`],
          ['Critical or high', String(s.critical + s.high), 'ending within 12 months'],
          [
            'Avg. renewal (Model)',
            s.averageRenewal === null ? 'Not known' : `${s.averageRenewal}%`,
            'of contracts with an announced end',
          ],
        ].map(([k, v, hint]) => (
          <div key={k} className="rounded-xl bg-ink-900 p-3">
            <dt className="text-xs text-slate-400">{k}</dt>
            <dd className="mt-1 text-lg font-semibold text-white">{v}</dd>
            <dd className="text-xs text-slate-400">{hint}</dd>
          </div>
        ))}
      </dl>
      {s.count === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-900 p-4 text-sm text-slate-400">
          No running contracts on record.
        </p>
      ) : (
        <section
          className="mt-4 grid max-h-[36rem] gap-3 overflow-y-auto pr-1"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
          tabIndex={0}
          aria-label={`${filterLabels[filter]} contracts`}
        >
          {shown.length === 0 ? (
            <p className="rounded-xl bg-ink-900 p-4 text-sm text-slate-400">
              {book.dated.length === 0
                ? 'No running contract has an announced end.'
                : 'No contracts match this filter.'}
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Contracts with an announced end">
              {shown.map((c) => {
                const band = probabilityColour(c.renewal);
                const d = c.deal;
                return (
                  <li key={d.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-medium text-white">{partnerLabel(d)}</p>
                        <p className="text-xs text-slate-400">
                          {dealRole(d)} · {d.contract.label} · {sourceLabel[d.source]}
                        </p>
                      </div>
                      <span className={`${pill} ${bandBadge[urgencyBand[c.urgency]]} capitalize`}>
                        {c.urgency}
                      </span>
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
                      <div>
                        <dt className="text-slate-400">Ends</dt>
                        <dd className="text-slate-200">
                          End of {d.contract.until} (announced) · {monthsText(c.monthsLeft)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-400">Annual value</dt>
                        <dd className="text-slate-200" title={valueBasis(d.value)}>
                          {valueFigure(d.value)}
                          <span className="block text-slate-400">{valueBasis(d.value)}</span>
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-400">Renewal likelihood (Model)</dt>
                        <dd className={`font-semibold ${bandText[band]}`} data-band={band}>
                          {c.renewal}%
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-400">Competitors in {d.sport.toLowerCase()}</dt>
                        <dd className="text-slate-200">{c.rivals.join(', ') || 'None in our dataset'}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ul>
          )}
          {filter === 'all' && book.open.length > 0 && (
            <section
              aria-labelledby="no-end-title"
              className="rounded-xl border border-ink-700 bg-ink-900 p-4"
            >
              <h3 id="no-end-title" className="text-sm font-semibold text-white">
                No end announced ({book.open.length})
              </h3>
              <p className="text-xs text-slate-400">Running deals whose end date has not been made public.</p>
              <ul className="mt-2 grid gap-1.5 text-xs">
                {book.open.map((d) => (
                  <li
                    key={d.id}
                    className="flex flex-wrap justify-between gap-2 border-t border-ink-700 pt-1.5"
                  >
                    <span className="text-slate-200">
                      {partnerLabel(d)}{' '}
                      <span className="text-slate-400">
                        · {dealRole(d)} · {d.contract.label}
                      </span>
                    </span>
                    <span className="text-slate-300" title={valueBasis(d.value)}>
                      {valueFigure(d.value)} a year
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
      <p className="mt-3 text-xs text-slate-400">
        Urgency: months to the end of the announced final year (6 or fewer critical, 12 or fewer high).
        Renewal likelihood is our model’s, from tenure, role and tier (docs/scoring.md).
      </p>
    </section>
  );
}
