import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { formatMoney } from '../../../core/format/money';
import {
  type MarketMode,
  marketModeLabels,
  marketModes,
  marketShareLabel,
  marketShareRows,
  marketValue,
} from '../../../core/widgets/market';
import { card } from '../card';
import { LazyBarsChart } from '../lazy-charts';
import { PillGroup } from '../pill-group';

export function TrendIcon({ trend }: { trend: 'up' | 'down' | 'stable' }) {
  if (trend === 'up') return <ArrowUp className="size-4 text-emerald-300" aria-label="up" />;
  if (trend === 'down') return <ArrowDown className="size-4 text-red-300" aria-label="down" />;
  return <ArrowRight className="size-4 text-slate-400" aria-label="stable" />;
}

const formats: Record<MarketMode, (v: number) => string> = {
  share: (v) => `${v}%`,
  value: (v) => `≈ ${formatMoney(v)}`,
  deals: (v) => String(v),
};

const columnLabels: Record<MarketMode, string> = {
  share: 'Share %',
  value: 'Estimated known spend a year',
  deals: 'Running deals',
};

/**
 * Market Share Analysis: the brand and the competitors the engine ranks, by share of the category's
 * estimated known spend, by that spend, or by running deals, as a chart and a table: each mode
 * ranks and sizes the rows by its own figure.
 */
export function MarketShareWidget({ profile }: { profile: TBrandProfile }) {
  const [mode, setMode] = useState<MarketMode>('share');
  const rows = marketShareRows(profile, mode);
  const format = formats[mode];
  const { categoryBrands, categoryUsd } = profile.marketShare;
  return (
    <section className={card} aria-labelledby="market-share-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="market-share-title" className="font-semibold text-white">
          Market Share Analysis
        </h2>
        <PillGroup
          className=""
          value={mode}
          onChange={setMode}
          options={marketModes.map((m) => ({ value: m, label: marketModeLabels[m] }))}
        />
      </div>
      <p className="mt-1 text-xs text-slate-400">{marketShareLabel(profile)}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-900 p-4 text-sm text-slate-400">
          Not known: {profile.brand.name} has no running deal in our dataset.
        </p>
      ) : (
        <>
          <div className="mt-4">
            <LazyBarsChart
              label={`${marketModeLabels[mode]} by brand`}
              format={format}
              data={rows.map((r) => ({ name: r.brand, value: marketValue(r, mode), focus: r.focus }))}
            />
          </div>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Market share rows</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  #
                </th>
                <th scope="col" className="py-1 pr-2">
                  Brand
                </th>
                <th scope="col" className="py-1 text-right">
                  {columnLabels[mode]}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.brand}
                  aria-current={r.focus ? 'true' : undefined}
                  className={`border-t border-ink-700 ${r.focus ? 'font-semibold text-emerald-200' : 'text-slate-200'}`}
                >
                  <td className="py-1.5 pr-2 text-slate-400">{r.position}</td>
                  <td className="py-1.5 pr-2">{r.brand}</td>
                  <td className="py-1.5 text-right tabular-nums">{format(marketValue(r, mode))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="mt-2 text-xs text-slate-400">
        {categoryBrands} {profile.marketShare.category} {categoryBrands === 1 ? 'brand' : 'brands'} with
        running deals, ≈ {formatMoney(categoryUsd)} a year in all: reported values and estimates from our
        documented value model. Rivals shown are the closest by shared properties, sports and regions.
      </p>
    </section>
  );
}
