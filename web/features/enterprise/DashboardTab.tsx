import type { TBrandProfile } from '../../../core/contract/profile';
import { isRunning } from '../../../core/contract/profile';
import { dealRole, partnerLabel, sourceText, valueBasis, valueFigure } from '../../../core/format/deal';
import { formatMoney } from '../../../core/format/money';
import { probabilityColour } from '../../../core/intelligence/score';
import { dashboardFigures } from '../../../core/widgets/enterprise';
import { runningValueCounts, valueCountsText } from '../../../core/widgets/figures';
import { bandText, pill, sourceLabel } from '../../ui/widgets/bands';
import { ContractExpiryWidget } from '../../ui/widgets/ContractExpiryWidget';
import { DataSourceBadge } from '../../ui/widgets/DataSourceBadge';
import { MarketShareWidget } from '../../ui/widgets/MarketShareWidget';
import { Kpi, NotAvailable, Panel, SubTabs } from './parts';

export interface ShowcaseProps {
  profile: TBrandProfile;
  now: Date;
}

/** The engine's predictions: dataset counts and model readings, each with its method. */
export function Predictions({ profile, title }: { profile: TBrandProfile; title: string }) {
  return (
    <Panel title={title}>
      {profile.predictions.length === 0 ? (
        <p className="text-sm text-slate-400">Nothing in our data supports a prediction for this brand.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {profile.predictions.map((p) => {
            const band = p.probability !== null ? probabilityColour(p.probability) : null;
            return (
              <li key={p.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium text-white">{p.title}</p>
                  <span className={`${pill} bg-ink-800 text-slate-300 ring-ink-600`}>
                    {p.method.startsWith('Model') ? 'Model' : 'Dataset'}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-300">{p.description}</p>
                {p.probability !== null && band && (
                  <>
                    <div className="mt-3 h-2 rounded-full bg-ink-700" aria-hidden>
                      <div
                        className="h-2 rounded-full bg-accent-400"
                        style={{ width: `${p.probability}%` }}
                      />
                    </div>
                    <p className={`mt-1 text-xs font-semibold ${bandText[band]}`} data-band={band}>
                      {p.probability}% likelihood (model)
                    </p>
                  </>
                )}
                <p className="mt-2 text-xs text-slate-400">
                  {p.method} · {p.factors.join(', ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Dashboard: four KPI cards and Portfolio Overview, Strategic Alerts, Predictive Analytics, Market Intelligence. */
export function DashboardTab({ profile, now }: ShowcaseProps) {
  const f = dashboardFigures(profile);
  const running = profile.deals.filter((d) => isRunning(d));
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi
          label="Portfolio value"
          value={`≈ ${formatMoney(f.spend.usd)}`}
          hint={`a year, estimated known spend of ${f.running} running deals (${valueCountsText(runningValueCounts(profile))}; range ${formatMoney(f.spend.low)}-${formatMoney(f.spend.high)})`}
        />
        <Kpi label="ROI" value="Not known" hint="Not available: we do not collect sponsorship returns." />
        <Kpi
          label="Renewal exposure"
          value={`${f.endingSoon} of ${f.running}`}
          hint={`running deals whose announced term ends by ${profile.asOfYear + 1} (≈ ${formatMoney(f.endingSoonUsd)} a year); ${f.datedEnds} have an announced end`}
        />
        <Kpi
          label="Market position"
          value={f.position ? `#${f.position}` : 'Not known'}
          hint={`of the ${f.compared} closest ${profile.marketShare.category} brands, ${f.share}% of the category's estimated known spend`}
        />
      </div>
      <SubTabs
        label="Dashboard views"
        tabs={[
          {
            value: 'portfolio',
            label: 'Portfolio Overview',
            content: (
              <Panel
                title="Portfolio Overview"
                action={<DataSourceBadge mix={profile.sourceMix} deals={profile.deals} />}
              >
                {running.length === 0 ? (
                  <p className="text-sm text-slate-400">No running partnerships in our dataset.</p>
                ) : (
                  <ul
                    className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard
                    tabIndex={0}
                    aria-label="Running partnerships"
                  >
                    {running.map((d) => (
                      <li
                        key={d.id}
                        className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                      >
                        <span>
                          <span className="font-medium text-white">{partnerLabel(d)}</span>
                          <span className="ml-2 text-slate-400">
                            {dealRole(d)} · {d.sport} · {d.region} · {d.tier} · {d.contract.label}
                          </span>
                          <span className="block text-xs text-slate-400" title={sourceText(d)}>
                            {sourceLabel[d.source]} · {d.citation}
                          </span>
                        </span>
                        <span className="text-right text-slate-300">
                          {valueFigure(d.value)} a year
                          <span className="block text-xs text-slate-400">{valueBasis(d.value)}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            ),
          },
          {
            value: 'alerts',
            label: 'Strategic Alerts',
            content: <ContractExpiryWidget profile={profile} now={now} />,
          },
          {
            value: 'predictive',
            label: 'Predictive Analytics',
            content: <Predictions profile={profile} title="Predictive Analytics" />,
          },
          {
            value: 'market',
            label: 'Market Intelligence',
            content: <MarketShareWidget profile={profile} />,
          },
        ]}
      />
      <NotAvailable className="mt-4">
        No risk score: we do not compute a risk rating. Renewal exposure counts the announced ends instead.
      </NotAvailable>
    </div>
  );
}
