import { useState } from 'react';
import { formatMoney } from '../../../core/format/money';
import { shortDate } from '../../../core/format/relative-time';
import { probabilityColour } from '../../../core/intelligence/score';
import {
  type ContractFilter,
  type ContractInput,
  contractFilters,
  contractSummary,
  contractsFor,
  filterContracts,
} from '../../../core/widgets/contracts';
import { card } from '../card';
import { PillGroup } from '../pill-group';
import { bandBadge, bandText, pill, sourceLabel, urgencyBand } from './bands';

const filterLabels: Record<ContractFilter, string> = { all: 'All', critical: 'Critical', high: 'High' };

/** Contract Expiry Tracker: the brand's deals by end date, renewal odds and a portfolio summary. */
export function ContractExpiryWidget({
  brand,
  deals,
  rivals,
  now = new Date(),
}: {
  brand: string;
  deals: ContractInput[];
  rivals: string[];
  now?: Date;
}) {
  const [filter, setFilter] = useState<ContractFilter>('all');
  const contracts = contractsFor(brand, deals, rivals, now);
  const shown = filterContracts(contracts, filter);
  const s = contractSummary(contracts);
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
            label: `${filterLabels[f]} (${filterContracts(contracts, f).length})`,
          }))}
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Portfolio summary">
        {[
          ['Contracts', String(s.count)],
          ['Annual value', formatMoney(s.totalValue)],
          ['Critical or high', String(s.critical + s.high)],
          ['Avg. renewal', `${s.averageRenewal}%`],
        ].map(([k, v]) => (
          <div key={k} className="rounded-xl bg-ink-900 p-3">
            <dt className="text-xs text-slate-400">{k}</dt>
            <dd className="mt-1 text-lg font-semibold text-white">{v}</dd>
          </div>
        ))}
      </dl>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-900 p-4 text-sm text-slate-400">
          {contracts.length === 0 ? 'No running contracts on record.' : 'No contracts match this filter.'}
        </p>
      ) : (
        <ul
          className="mt-4 grid max-h-[36rem] gap-3 overflow-y-auto pr-1"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
          tabIndex={0}
          aria-label={`${filterLabels[filter]} contracts`}
        >
          {shown.map((c) => {
            const band = probabilityColour(c.renewalProbability);
            return (
              <li key={c.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium text-white">{c.property}</p>
                    <p className="text-xs text-slate-400">
                      {c.type} · {formatMoney(c.value)} a year (modelled) · {sourceLabel[c.source]}
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
                      {shortDate(c.endDate)}
                      {c.endModelled && ' (assumed)'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-400">Renewal window</dt>
                    <dd className="text-slate-200">{c.renewalWindow}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-400">Renewal probability</dt>
                    <dd className={`font-semibold ${bandText[band]}`} data-band={band}>
                      {c.renewalProbability}%
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-400">Competitor interest</dt>
                    <dd className="text-slate-200">{c.competitorInterest.join(', ') || 'None seen'}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
