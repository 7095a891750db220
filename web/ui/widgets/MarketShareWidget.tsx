import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../core/format/money';
import {
  type MarketMode,
  marketModeLabels,
  marketModes,
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
  value: (v) => formatMoney(v),
  deals: (v) => String(v),
};

/** Market Share Analysis: the brand and its rivals by share, value or deals, as a chart and a table. */
export function MarketShareWidget({
  focus,
}: {
  focus: { name: string; industry: string; deals?: number; spend?: number };
}) {
  const [mode, setMode] = useState<MarketMode>('share');
  const rows = marketShareRows(focus);
  const format = formats[mode];
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
            <th scope="col" className="py-1 pr-2 text-right">
              {marketModeLabels[mode]}
            </th>
            <th scope="col" className="py-1 text-right">
              Trend
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.brand}
              className={`border-t border-ink-700 ${r.focus ? 'text-emerald-200' : 'text-slate-200'}`}
            >
              <td className="py-1.5 pr-2 text-slate-400">{r.position}</td>
              <td className="py-1.5 pr-2 font-medium">{r.brand}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{format(marketValue(r, mode))}</td>
              <td className="py-1.5">
                <span className="flex justify-end">
                  <TrendIcon trend={r.trend} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-400">
        Modelled shares and values{focus.deals ? `; ${focus.name}’s deal count is from our dataset` : ''}.
      </p>
    </section>
  );
}
