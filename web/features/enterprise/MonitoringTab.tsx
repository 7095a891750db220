import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../core/format/money';
import { relativeTime } from '../../../core/format/relative-time';
import {
  liveAlerts,
  MONITORING_REFRESH_MS,
  monitoringSnapshot,
  monitoringTrend,
  type PlatformSummary,
  platformSummary,
  type MonitoringTab as Tab,
} from '../../../core/widgets/enterprise';
import { buttonClass } from '../../ui/button';
import { LazyLineChart } from '../../ui/lazy-charts';
import { Kpi, Panel, ScrollTable, SubTabs } from './parts';

const bucketOf = (ms: number) => Math.floor(ms / MONITORING_REFRESH_MS);
const compact = (n: number) => formatMoney(n, '');

const trendOf: Record<Exclude<Tab, 'alerts'>, [keyof PlatformSummary, string]> = {
  exposure: ['impressions', 'Impressions'],
  engagement: ['engagement', 'Engagement rate (%)'],
  sentiment: ['sentiment', 'Sentiment score'],
};

function MetricTable({ bucket, tab }: { bucket: number; tab: Exclude<Tab, 'alerts'> }) {
  const [key, label] = trendOf[tab];
  const rows = monitoringSnapshot(bucket, tab);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Panel title={`${label} trend`}>
        <LazyLineChart
          label={`${label} over the last six minutes`}
          data={monitoringTrend(bucket, key)}
          xKey="time"
          yKey="value"
        />
      </Panel>
      <Panel title="By platform">
        <ScrollTable
          label="Figures by platform"
          className="w-full"
          columns={[
            { label: 'Platform' },
            { label: 'Metric' },
            { label: 'Value', right: true },
            { label: 'Change', right: true },
          ]}
        >
          {rows.map((r) => (
            <tr key={`${r.platform}-${r.metric}`} className="border-t border-ink-700 text-slate-200">
              <td className="py-1.5 pr-2">{r.platform}</td>
              <td className="py-1.5 pr-2 text-slate-400">{r.metric}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{r.value.toLocaleString('en-US')}</td>
              <td
                className={`py-1.5 text-right tabular-nums ${r.status === 'increasing' ? 'text-emerald-300' : r.status === 'decreasing' ? 'text-red-300' : 'text-slate-400'}`}
              >
                {r.change > 0 ? '+' : ''}
                {r.change}%
              </td>
            </tr>
          ))}
        </ScrollTable>
      </Panel>
    </div>
  );
}

/** Monitoring: numbers regenerate on mount and every 30 s while live; Pause stops the updates. */
export function MonitoringTab() {
  const [live, setLive] = useState(true);
  const [bucket, setBucket] = useState(() => bucketOf(Date.now()));
  useEffect(() => {
    if (!live) return;
    setBucket(bucketOf(Date.now()));
    const id = setInterval(() => setBucket(bucketOf(Date.now())), MONITORING_REFRESH_MS);
    return () => clearInterval(id);
  }, [live]);
  const s = platformSummary(bucket);
  const updated = new Date(bucket * MONITORING_REFRESH_MS);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-300" aria-live="polite">
          <span
            className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-400' : 'bg-slate-500'}`}
            aria-hidden
          />
          {live ? 'Live: updates every 30 seconds' : 'Paused'} · data from{' '}
          {updated.toISOString().slice(11, 19)} UTC
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setLive((l) => !l)}>
          {live ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {live ? 'Pause updates' : 'Resume live updates'}
        </button>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Kpi label="Impressions" value={compact(s.impressions)} />
        <Kpi label="Engagement" value={`${s.engagement}%`} />
        <Kpi label="Mentions" value={compact(s.mentions)} />
        <Kpi label="Sentiment" value={`${s.sentiment}/100`} />
        <Kpi label="Reach" value={compact(s.reach)} />
        <Kpi label="Share of voice" value={`${s.shareOfVoice}%`} />
      </div>
      <SubTabs
        label="Monitoring views"
        tabs={[
          {
            value: 'exposure',
            label: 'Brand Exposure',
            content: <MetricTable bucket={bucket} tab="exposure" />,
          },
          {
            value: 'engagement',
            label: 'Engagement',
            content: <MetricTable bucket={bucket} tab="engagement" />,
          },
          {
            value: 'sentiment',
            label: 'Sentiment',
            content: <MetricTable bucket={bucket} tab="sentiment" />,
          },
          {
            value: 'alerts',
            label: 'Live Alerts',
            content: (
              <Panel title="Live Alerts">
                <ul className="grid gap-2">
                  {liveAlerts(bucket).map((a) => (
                    <li
                      key={a.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                    >
                      <span className="text-white">
                        <span
                          className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${a.level === 'critical' ? 'bg-red-500/15 text-red-300' : a.level === 'warning' ? 'bg-amber-500/15 text-amber-300' : 'bg-sky-500/15 text-sky-300'}`}
                        >
                          {a.level}
                        </span>
                        {a.message}
                      </span>
                      <span className="text-xs text-slate-400">
                        {a.platform} · {relativeTime(a.timestamp, updated)}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            ),
          },
        ]}
      />
    </div>
  );
}
