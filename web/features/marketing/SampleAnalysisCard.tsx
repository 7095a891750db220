import { formatMoney } from '../../../core/format/money';
import { sampleReport } from '../../../core/report/sample';

const bar = (value: number) => ({ width: `${value}%` });

/** The hero's sample brand analysis (a fictional brand with modelled figures). */
export function SampleAnalysisCard() {
  const r = sampleReport;
  return (
    <figure
      aria-label="Sample brand analysis"
      className="rounded-2xl border border-ink-700 bg-ink-850 p-6 shadow-2xl shadow-black/40"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            Sample brand analysis
          </p>
          <p className="mt-1 text-xl font-bold text-white">{r.brandName}</p>
          <p className="text-sm text-slate-400">
            {r.industry} · {r.headquarters}
          </p>
        </div>
        <div className="rounded-xl bg-accent-400/10 px-3 py-2 text-center ring-1 ring-accent-400/40">
          <p className="text-3xl font-extrabold text-accent-300">{r.baselineScore}</p>
          <p className="text-[11px] font-medium text-accent-300">BaseLine</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
        <div className="rounded-lg bg-ink-800 p-3">
          <dt className="text-[11px] font-semibold text-slate-400">BUDGET</dt>
          <dd className="mt-1 font-bold text-white">{formatMoney(r.sponsorshipBudget)}</dd>
        </div>
        <div className="rounded-lg bg-ink-800 p-3">
          <dt className="text-[11px] font-semibold text-slate-400">PROPERTIES</dt>
          <dd className="mt-1 font-bold text-white">{r.totalProperties}</dd>
        </div>
        <div className="rounded-lg bg-ink-800 p-3">
          <dt className="text-[11px] font-semibold text-slate-400">ATHLETES</dt>
          <dd className="mt-1 font-bold text-white">{r.stackmap.athletes}</dd>
        </div>
      </dl>
      <ul className="mt-5 space-y-2.5">
        {Object.entries(r.baselineMetrics).map(([name, value]) => (
          <li key={name} className="text-sm">
            <div className="flex justify-between text-slate-300">
              <span className="capitalize">{name}</span>
              <span className="tabular-nums">{value}</span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-ink-700">
              <div className="h-1.5 rounded-full bg-accent-400" style={bar(value)} />
            </div>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-slate-400">
        Sample data: a fictional brand with modelled figures.
      </figcaption>
    </figure>
  );
}
