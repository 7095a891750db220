import type { TBrandProfile } from '../../../core/contract/profile';
import { impactBand } from '../../../core/format/score';
import { actionItems } from '../../../core/widgets/enterprise';
import { bandBadge, pill } from '../../ui/widgets/bands';
import { InsightsWidget } from '../../ui/widgets/InsightsWidget';
import { Predictions } from './DashboardTab';
import { NotAvailable, Panel, SubTabs } from './parts';

/** AI Insights: Strategic Insights, Predictions, Sentiment Analysis, Action Items. */
export function InsightsTab({ profile }: { profile: TBrandProfile }) {
  const actions = actionItems(profile);
  return (
    <SubTabs
      label="AI insight views"
      tabs={[
        {
          value: 'strategic',
          label: 'Strategic Insights',
          content: <InsightsWidget profile={profile} variant="enterprise" headingLevel={3} />,
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
              <NotAvailable>
                Not available: we do not collect social media posts or fan sentiment, so we show no sentiment
                figures.
              </NotAvailable>
            </Panel>
          ),
        },
        {
          value: 'actions',
          label: 'Action Items',
          content: (
            <Panel title="Action Items">
              {actions.length === 0 ? (
                <p className="text-sm text-slate-400">
                  Nothing in our data calls for an action: no announced end within three years and no open
                  ground.
                </p>
              ) : (
                <ul className="grid gap-2">
                  {actions.map((a) => {
                    const band = a.impact && impactBand(a.impact);
                    return (
                      <li
                        key={a.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                      >
                        <span>
                          <span className="text-white">{a.title}</span>
                          <span className="block text-xs text-slate-400">{a.why}</span>
                        </span>
                        <span className="flex items-center gap-2 text-xs text-slate-400">
                          {a.due ?? 'No date in our data'} · {a.basis}
                          {band && (
                            <span className={`${pill} ${bandBadge[band]} capitalize`} data-band={band}>
                              {a.impact}
                            </span>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
              <p className="mt-3 text-xs text-slate-400">
                From the announced terms and the competitors in our dataset. Impact: share of estimated known
                spend at stake (10% or more high, 3% or more medium).
              </p>
            </Panel>
          ),
        },
      ]}
    />
  );
}
