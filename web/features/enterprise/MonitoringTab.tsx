import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../core/contract/profile';
import { valueText } from '../../../core/format/deal';
import { relativeTime } from '../../../core/format/relative-time';
import { dealAlerts, renewalAlerts, sortAlerts } from '../../../core/widgets/alerts';
import type { TDatasetMonitor } from '../../../core/widgets/enterprise';
import { useTimeZone } from '../../lib/time-zone';
import { buttonClass } from '../../ui/button';
import { LazyLineChart } from '../../ui/lazy-charts';
import { bandBadge, pill, urgencyBand } from '../../ui/widgets/bands';
import { useDatasetMonitor } from './data/use-dataset-monitor';
import { Kpi, NotAvailable, Panel, SubTabs } from './parts';

const percent = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '0%');

function DatasetPanel({ m }: { m: TDatasetMonitor }) {
  const zone = useTimeZone();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Panel title="Deals begun per year">
        <LazyLineChart
          label={`Deals begun per year in our dataset, ${m.year - 9} to ${m.year} (${m.year} so far)`}
          data={m.startsByYear.map((s) => ({ year: String(s.year), starts: s.starts }))}
          xKey="year"
          yKey="starts"
        />
      </Panel>
      <Panel title="Coverage and freshness">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {[
            ['Brands', m.entities.brands],
            ['Rights holders', m.entities.properties],
            ['Athletes', m.entities.athletes],
            ['Reported values', `${m.values.reported} of ${m.deals.total}`],
            ['Curated facts', m.sources.curated],
            ['Checked in the last 12 months', `${m.freshness.checkedLastYear} deals`],
            ['Deals with no check date', m.freshness.undated],
            ['Engine computed', relativeTime(m.computedAt, Date.now(), zone)],
          ].map(([k, v]) => (
            <div key={k} className="rounded-lg bg-ink-900 p-2">
              <dt className="text-xs text-slate-400">{k}</dt>
              <dd className="font-semibold text-white">
                {typeof v === 'number' ? v.toLocaleString('en-US') : v}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}

function LiveAlerts({ profile, at }: { profile: TBrandProfile; at: string }) {
  const year = profile.asOfYear;
  const alerts = sortAlerts([
    ...dealAlerts(profile.deals, year, at),
    ...renewalAlerts(profile.deals, year, at),
  ]);
  return (
    <Panel title="Live Alerts">
      {alerts.length === 0 ? (
        <p className="text-sm text-slate-400">
          No alerts for {profile.brand.name}: no deal began in {year - 1}-{year}, ended in {year} or has an
          announced end in {year}-{year + 1}.
        </p>
      ) : (
        <ul className="grid gap-2">
          {alerts.map((a) => (
            <li key={a.id} className="rounded-lg bg-ink-900 p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className={`${pill} ${bandBadge[urgencyBand[a.urgency]]} capitalize`}>{a.urgency}</span>
                <span className={`${pill} bg-ink-800 text-slate-300 ring-ink-600`}>{a.basis}</span>
                <span className="font-medium text-white">{a.title}</span>
              </span>
              <span className="mt-1 block text-xs text-slate-300">{a.description}</span>
              {a.deal && <span className="mt-1 block text-xs text-slate-400">{valueText(a.deal.value)}</span>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Monitoring: the dataset itself, fetched from the server on mount and every 30 s while live. */
export function MonitoringTab({ profile }: { profile: TBrandProfile }) {
  const [live, setLive] = useState(true);
  const monitor = useDatasetMonitor(live);
  const m = monitor.data;
  const fetched = monitor.dataUpdatedAt ? new Date(monitor.dataUpdatedAt) : null;
  const running = m ? m.deals.active + m.deals.expiring : 0;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-300" aria-live="polite">
          <span
            className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-400' : 'bg-slate-500'}`}
            aria-hidden
          />
          {live ? 'Live: updates every 30 seconds' : 'Paused'}
          {fetched && ` · data from ${fetched.toISOString().slice(11, 19)} UTC`}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setLive((l) => !l)}>
          {live ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {live ? 'Pause updates' : 'Resume live updates'}
        </button>
      </div>
      {monitor.isError && !m && (
        <p className="mt-4 text-sm text-red-300">
          Could not load the dataset monitor.{' '}
          <button type="button" className="underline" onClick={() => void monitor.refetch()}>
            Try again
          </button>
        </p>
      )}
      {m ? (
        <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          <Kpi label="Deals in dataset" value={m.deals.total.toLocaleString('en-US')} />
          <Kpi label="Running" value={running.toLocaleString('en-US')} />
          <Kpi label="Ending by next year" value={m.deals.expiring} hint={`announced end by ${m.year + 1}`} />
          <Kpi label="Ended" value={m.deals.ended.toLocaleString('en-US')} />
          <Kpi label="Verified open data" value={percent(m.sources.verified, m.deals.total)} />
          <Kpi label="Latest check" value={m.freshness.latestCheck ?? 'Not known'} hint="of a curated fact" />
        </div>
      ) : (
        !monitor.isError && <p className="mt-4 text-sm text-slate-400">Loading the dataset monitor…</p>
      )}
      <SubTabs
        label="Monitoring views"
        tabs={[
          {
            value: 'dataset',
            label: 'Dataset',
            content: m ? (
              <DatasetPanel m={m} />
            ) : (
              <NotAvailable>Waiting for the dataset monitor.</NotAvailable>
            ),
          },
          {
            value: 'exposure',
            label: 'Brand Exposure',
            content: (
              <NotAvailable>
                Not available: we do not collect broadcast, logo or media exposure data.
              </NotAvailable>
            ),
          },
          {
            value: 'engagement',
            label: 'Engagement',
            content: (
              <NotAvailable>Not available: we do not collect social media engagement data.</NotAvailable>
            ),
          },
          {
            value: 'sentiment',
            label: 'Sentiment',
            content: (
              <NotAvailable>Not available: we do not collect fan or social media sentiment.</NotAvailable>
            ),
          },
          {
            value: 'alerts',
            label: 'Live Alerts',
            content: <LiveAlerts profile={profile} at={m?.computedAt ?? new Date().toISOString()} />,
          },
        ]}
      />
    </div>
  );
}
