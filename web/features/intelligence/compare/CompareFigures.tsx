import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import type { TComparedBrand, TComparison } from '../../../../core/contract/compare';
import { formatMoney } from '../../../../core/format/money';
import { brandScoreColour, metricDefinitions } from '../../../../core/intelligence/score';
import { card } from '../../../ui/card';
import { ScoreBadge } from '../ScoreBadge';
import { columns } from './columns';

const GroupedBars = lazy(() =>
  import('../../../ui/grouped-bars').then((m) => ({ default: m.GroupedBarsChart })),
);

/** Categories a dimension's chart shows at most (the table under it lists every one). */
export const CHART_CATEGORIES = 8;

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A label and its figure on one line, the figure moving whole under the label when the card is narrow. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="ml-auto text-right whitespace-nowrap text-white">{children}</dd>
    </div>
  );
}

/** One brand's column of figures: its BaseLine as the brand view shows it, spend, deals and share. */
function BrandCard({ b, colour, index }: { b: TComparedBrand; colour: string; index: number }) {
  return (
    <section className={`${card} min-w-0`} aria-labelledby={`compared-brand-${index}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={`compared-brand-${index}`}
            className="flex items-center gap-2 text-lg font-semibold text-white"
          >
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: colour }} />
            <Link to={`/search?brand=${encodeURIComponent(b.name)}`} className="truncate hover:underline">
              {b.name}
            </Link>
          </h3>
          <p className="text-xs text-slate-400">{b.industry}</p>
        </div>
        <ScoreBadge label="BaseLine" score={b.baseline} colour={brandScoreColour(b.baseline ?? 0)} />
      </div>
      <dl className="mt-4 grid gap-y-1.5 text-sm">
        <Figure label="Known spend">
          {b.spend.deals ? `≈ ${formatMoney(b.spend.usd)} a year` : 'Not known'}
        </Figure>
        {b.spend.deals > 0 && (
          <Figure label="Range">
            {formatMoney(b.spend.low)}-{formatMoney(b.spend.high)}
          </Figure>
        )}
        <Figure label="Running deals">
          {b.runningDeals} <span className="text-slate-400">· {b.pastDeals} past</span>
        </Figure>
        <Figure label="Values">
          {b.spend.reported} reported, {b.spend.estimated} estimated
        </Figure>
        <Figure label={`${b.category} share`}>{b.categoryShare}%</Figure>
      </dl>
      {b.metrics ? (
        <ul className="mt-4 grid gap-2" aria-label={`${b.name}'s BaseLine metrics`}>
          {b.metrics.map((m) => (
            <li key={m.key} className="grid grid-cols-[5.5rem_1fr_2rem] items-center gap-2 text-sm">
              <span className="text-slate-300" title={metricDefinitions[m.key]}>
                {cap(m.key)}
              </span>
              <span className="h-2 rounded-full bg-ink-700" aria-hidden>
                <span
                  className="block h-2 rounded-full"
                  style={{ width: `${m.value}%`, backgroundColor: colour }}
                />
              </span>
              <span className="text-right font-semibold text-white">{m.value}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-400">
          Too few running deals on file to score: no BaseLine and no metrics for {b.name}.
        </p>
      )}
    </section>
  );
}

type Dimension = 'bySport' | 'byRegion' | 'byType';
const DIMENSIONS: { key: Dimension; title: string; noun: [string, string] }[] = [
  { key: 'bySport', title: 'Running deals by sport', noun: ['sport', 'sports'] },
  { key: 'byRegion', title: 'Running deals by region', noun: ['region', 'regions'] },
  { key: 'byType', title: 'Running deals by deal type', noun: ['deal type', 'deal types'] },
];

/** A dimension's values across the brands, most deals in all first. */
export function dimensionRows(c: TComparison, key: Dimension) {
  const names = [...new Set(c.brands.flatMap((b) => b[key].map((r) => r.name)))];
  const rows = names.map((name) => ({
    name,
    counts: c.brands.map((b) => b[key].find((r) => r.name === name)?.deals ?? 0),
  }));
  const total = (r: { counts: number[] }) => r.counts.reduce((s, n) => s + n, 0);
  return rows.sort((x, y) => total(y) - total(x) || x.name.localeCompare(y.name));
}

const chartPlaceholder = <div className="h-56 animate-pulse rounded-lg bg-ink-800" aria-hidden />;

/** A table of figures under a chart: every value the chart draws, and the ones it leaves out. */
function CountsTable({
  c,
  caption,
  rows,
}: {
  c: TComparison;
  caption: string;
  rows: { name: string; counts: number[] }[];
}) {
  return (
    <table className="w-full table-fixed text-left text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-slate-400">
          <th scope="col" className="w-[34%] py-1 pr-2 font-semibold">
            &nbsp;
          </th>
          {c.brands.map((b) => (
            <th key={b.name} scope="col" className="truncate py-1 pr-1 text-right font-semibold">
              {b.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className="border-t border-ink-700">
            <th scope="row" className="truncate py-1 pr-2 font-normal text-slate-200" title={r.name}>
              {r.name}
            </th>
            {r.counts.map((n, i) => (
              <td key={c.brands[i]!.name} className="py-1 pr-1 text-right text-white">
                {n}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The brands' cards, then a chart per dimension: BaseLine metrics, known spend, sports, regions, deal types. */
export function CompareFigures({ c, colours }: { c: TComparison; colours: readonly string[] }) {
  const scored = c.brands.map((b, i) => ({ b, colour: colours[i]! })).filter(({ b }) => b.metrics);
  const metricRows = ['BaseLine', 'visibility', 'energy', 'clarity', 'fit', 'range'];
  return (
    <>
      <div className={`grid gap-4 ${columns(c.brands.length)}`}>
        {c.brands.map((b, i) => (
          <BrandCard key={b.name} b={b} colour={colours[i]!} index={i} />
        ))}
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section className={`${card} min-w-0`} aria-labelledby="chart-baseline">
          <h2 id="chart-baseline" className="font-semibold text-white">
            BaseLine and its metrics
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            0-100, from each brand's running deals.
            {scored.length < c.brands.length &&
              ` Not shown for ${c.brands
                .filter((b) => !b.metrics)
                .map((b) => b.name)
                .join(', ')}: not enough data.`}
          </p>
          {scored.length ? (
            <div className="mt-3">
              <Suspense fallback={chartPlaceholder}>
                <GroupedBars
                  label="BaseLine and its five metrics per brand"
                  categories={metricRows.map(cap)}
                  max={100}
                  series={scored.map(({ b, colour }) => ({
                    name: b.name,
                    colour,
                    values: [b.baseline ?? 0, ...(b.metrics ?? []).map((m) => m.value)],
                  }))}
                />
              </Suspense>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-300">
              None of these brands has enough running deals to score.
            </p>
          )}
        </section>
        <section className={`${card} min-w-0`} aria-labelledby="chart-spend">
          <h2 id="chart-spend" className="font-semibold text-white">
            Estimated known spend
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            Sum of the running deals' annual values, reported or estimated by our value model (US dollars a
            year), and the range of the estimates.
          </p>
          <div className="mt-3">
            <Suspense fallback={chartPlaceholder}>
              <GroupedBars
                label="Estimated known spend per brand, with its range"
                categories={['Known spend', 'Range low', 'Range high']}
                format={(v) => formatMoney(v)}
                series={c.brands.map((b, i) => ({
                  name: b.name,
                  colour: colours[i]!,
                  values: [b.spend.usd, b.spend.low, b.spend.high],
                }))}
              />
            </Suspense>
          </div>
        </section>
        {DIMENSIONS.map((d) => {
          const rows = dimensionRows(c, d.key);
          const shown = rows.slice(0, CHART_CATEGORIES);
          return (
            <section key={d.key} className={`${card} min-w-0`} aria-labelledby={`chart-${d.key}`}>
              <h2 id={`chart-${d.key}`} className="font-semibold text-white">
                {d.title}
              </h2>
              <p className="mt-1 text-sm text-slate-400">
                {rows.length
                  ? rows.length > shown.length
                    ? `The ${shown.length} ${d.noun[1]} with the most running deals, of ${rows.length}; the table lists all.`
                    : `${plural(rows.length, d.noun[0], d.noun[1])} across the brands.`
                  : 'No running deal to count.'}
              </p>
              {shown.length > 0 && (
                <>
                  <div className="mt-3">
                    <Suspense fallback={chartPlaceholder}>
                      <GroupedBars
                        label={`${d.title} per brand`}
                        categories={shown.map((r) => r.name)}
                        series={c.brands.map((b, i) => ({
                          name: b.name,
                          colour: colours[i]!,
                          values: shown.map((r) => r.counts[i]!),
                        }))}
                      />
                    </Suspense>
                  </div>
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm font-semibold text-accent-300">
                      Table: every {d.noun[0]} ({rows.length})
                    </summary>
                    <div className="mt-2">
                      <CountsTable c={c} caption={`${d.title}, every ${d.noun[0]}`} rows={rows} />
                    </div>
                  </details>
                </>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
