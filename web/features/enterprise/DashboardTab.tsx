import { formatMoney } from '../../../core/format/money';
import { impactBand } from '../../../core/format/score';
import { competitorsFor, predictionsFor } from '../../../core/intelligence/panels';
import type { BrandProfile } from '../../../core/intelligence/profile';
import { actionItems, dashboardMetrics, sentimentBreakdown } from '../../../core/widgets/enterprise';
import { bandBadge, bandText, pill, urgencyBand } from '../../ui/widgets/bands';
import { ContractExpiryWidget } from '../../ui/widgets/ContractExpiryWidget';
import { DataSourceBadge } from '../../ui/widgets/DataSourceBadge';
import { InsightsWidget } from '../../ui/widgets/InsightsWidget';
import { MarketShareWidget } from '../../ui/widgets/MarketShareWidget';
import { Kpi, Panel, SubTabs } from './parts';

export interface SampleProps {
  profile: BrandProfile;
  now: Date;
}

function Predictions({ profile, title }: { profile: BrandProfile; title: string }) {
  const partners = profile.activePartnerships.map((p) => p.propertyName);
  return (
    <Panel title={title}>
      <ul className="grid gap-4 md:grid-cols-2">
        {predictionsFor(profile.name, partners).map((p) => (
          <li key={p.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium text-white">{p.title}</p>
              <span className={`${pill} ${bandBadge[urgencyBand[p.impact]]} capitalize`}>{p.impact}</span>
            </div>
            <p className="mt-1 text-sm text-slate-300">{p.description}</p>
            <div className="mt-3 h-2 rounded-full bg-ink-700" aria-hidden>
              <div className="h-2 rounded-full bg-accent-400" style={{ width: `${p.probability}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-400">
              {p.probability}% probability · {p.timeframe} · {formatMoney(p.value)} at stake
            </p>
            <p className="mt-2 text-sm text-accent-200">{p.recommendation}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Dashboard: four KPI cards and Portfolio Overview, Strategic Alerts, Predictive Analytics, Market Intelligence. */
export function DashboardTab({ profile, now }: SampleProps) {
  const m = dashboardMetrics(profile.name);
  const rivals = competitorsFor(profile.name, profile.industry).map((c) => c.name);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi
          label="Portfolio value"
          value={formatMoney(m.portfolioValue)}
          hint={`${m.activeDeals} active deals`}
        />
        <Kpi
          label="ROI"
          value={`${m.roi}%`}
          hint={`${formatMoney(m.opportunityValue)} in open opportunities`}
        />
        <Kpi
          label="Risk score"
          value={`${m.riskScore}/100`}
          hint={`${m.expiringContracts} contracts expiring`}
        />
        <Kpi
          label="Market position"
          value={`#${m.competitivePosition}`}
          hint={`${m.marketShare}% market share`}
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
                action={<DataSourceBadge source="Sample portfolio" updatedAt={now} />}
              >
                <ul className="grid gap-2">
                  {profile.activePartnerships.map((p) => (
                    <li
                      key={p.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                    >
                      <span>
                        <span className="font-medium text-white">{p.propertyName}</span>
                        <span className="ml-2 text-slate-400">
                          {p.sport} · {p.region} · {p.tier}
                        </span>
                      </span>
                      <span className="text-slate-300">
                        {formatMoney(p.dealValue)} a year · {p.performanceScore}% performance
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            ),
          },
          {
            value: 'alerts',
            label: 'Strategic Alerts',
            content: (
              <ContractExpiryWidget
                brand={profile.name}
                deals={profile.activePartnerships}
                rivals={rivals}
                now={now}
              />
            ),
          },
          {
            value: 'predictive',
            label: 'Predictive Analytics',
            content: <Predictions profile={profile} title="Predictive Analytics" />,
          },
          {
            value: 'market',
            label: 'Market Intelligence',
            content: (
              <MarketShareWidget
                focus={{
                  name: profile.name,
                  industry: profile.industry,
                  deals: profile.totalProperties,
                  spend: profile.sponsorshipBudget,
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** AI Insights: Strategic Insights, Predictions, Sentiment Analysis, Action Items. */
export function InsightsTab({ profile, now }: SampleProps) {
  const partners = profile.activePartnerships.map((p) => p.propertyName);
  return (
    <SubTabs
      label="AI insight views"
      tabs={[
        {
          value: 'strategic',
          label: 'Strategic Insights',
          content: (
            <InsightsWidget brand={profile.name} partners={partners} variant="enterprise" headingLevel={3} />
          ),
        },
        {
          value: 'predictions',
          label: 'Predictions',
          content: <Predictions profile={profile} title="Predictions" />,
        },
        {
          value: 'sentiment',
          label: 'Sentiment Analysis',
          content: (
            <Panel title="Sentiment Analysis">
              <ul className="grid gap-3">
                {sentimentBreakdown(profile.name).map((s) => (
                  <li key={s.platform} className="text-sm">
                    <div className="flex justify-between text-slate-300">
                      <span className="font-medium text-white">{s.platform}</span>
                      <span>{s.mentions.toLocaleString('en-US')} mentions</span>
                    </div>
                    <div className="mt-1 flex h-3 overflow-hidden rounded-full" aria-hidden>
                      <div className="bg-emerald-400" style={{ width: `${s.positive}%` }} />
                      <div className="bg-slate-500" style={{ width: `${s.neutral}%` }} />
                      <div className="bg-red-400" style={{ width: `${s.negative}%` }} />
                    </div>
                    <p className="mt-1 text-xs text-slate-400">
                      <span className="text-emerald-300">{s.positive}% positive</span> · {s.neutral}% neutral
                      · <span className="text-red-300">{s.negative}% negative</span>
                    </p>
                  </li>
                ))}
              </ul>
            </Panel>
          ),
        },
        {
          value: 'actions',
          label: 'Action Items',
          content: (
            <Panel title="Action Items">
              <ul className="grid gap-2">
                {actionItems(profile.name, now).map((a) => {
                  const band = impactBand(a.impact);
                  return (
                    <li
                      key={a.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                    >
                      <span className="text-white">{a.title}</span>
                      <span className="flex items-center gap-2 text-xs text-slate-400">
                        {a.owner} · due {a.due}
                        <span className={`${pill} ${bandBadge[band]} capitalize`} data-band={band}>
                          <span className={bandText[band]}>{a.impact}</span>
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </Panel>
          ),
        },
      ]}
    />
  );
}
