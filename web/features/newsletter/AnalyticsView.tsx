import { ArrowLeft, Info } from 'lucide-react';
import { Link } from 'react-router';
import { TIMELINE_HOURS } from '../../../core/contract/newsletters';
import { formatDateTime } from '../../../core/format/time';
import { useTimeZone } from '../../lib/time-zone';
import { buttonClass } from '../../ui/button';
import { card } from '../../ui/card';
import { LazyBarsChart } from '../../ui/lazy-charts';
import { isMissingIssue, useAnalytics } from './data/use-analytics';
import { statusBadge } from './IssueCard';

const num = (n: number) => n.toLocaleString('en-GB');
/** Counts on the axis: whole numbers only. */
const whole = (v: number) => (Number.isInteger(v) ? String(v) : '');
const pct = (rate: number | null) => (rate === null ? 'n/a' : `${rate}%`);

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-900 p-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
      {sub && <dd className="text-xs text-slate-400">{sub}</dd>}
    </div>
  );
}

/** One issue's results: deliveries, failures with reasons, opens, clicks per link, unsubscribes, 48 hours. */
export function AnalyticsView({ id }: { id: string }) {
  const zone = useTimeZone();
  const q = useAnalytics(id);
  const back = (
    <Link to="/newsletter-admin" className={buttonClass('ghost', 'sm', '-ml-2')}>
      <ArrowLeft className="size-4" aria-hidden />
      All issues
    </Link>
  );
  if (q.isPending)
    return (
      <>
        {back}
        <p role="status" className="mt-8 text-center text-slate-300">
          Loading analytics...
        </p>
      </>
    );
  if (q.isError)
    return (
      <>
        {back}
        <p role="alert" className="mt-8 text-center text-red-300">
          {isMissingIssue(q.error)
            ? 'There is no such issue.'
            : 'Unable to load the analytics. Please try again.'}
        </p>
      </>
    );
  const a = q.data;
  const hours = a.timeline.map((t) => ({ name: `${t.hour}h`, value: t.opens }));
  const clickHours = a.timeline.map((t) => ({ name: `${t.hour}h`, value: t.clicks }));
  const hasActivity = a.timeline.some((t) => t.opens || t.clicks);
  return (
    <>
      {back}
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words text-white">Analytics: {a.title}</h2>
          <p className="text-sm text-slate-400">
            {a.sentAt ? `Sent ${formatDateTime(a.sentAt, zone)}` : 'Not sent yet'}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusBadge[a.status]}`}
        >
          {a.status}
        </span>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Delivered" value={num(a.delivered)} sub={`of ${num(a.recipients)} recipients`} />
        <Figure
          label="Failed"
          value={num(a.failed)}
          sub={a.pending ? `${num(a.pending)} still sending` : undefined}
        />
        <Figure label="Opened" value={num(a.opens.unique)} sub={`${pct(a.opens.rate)} of delivered`} />
        <Figure
          label="Clicked"
          value={num(a.clicks.unique)}
          sub={`${pct(a.clicks.rate)} of delivered · ${num(a.clicks.total)} clicks`}
        />
        <Figure label="Unsubscribed" value={num(a.unsubscribes)} sub="with this issue's link" />
      </dl>
      <p className="mt-3 flex gap-2 text-sm text-slate-400">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Opens are counted when the e-mail's image loads. Privacy proxies (such as Apple Mail Privacy
        Protection) load images for the reader, so opens read higher than real reading; clicks are the surer
        signal.
      </p>

      <section aria-labelledby="links-title" className={`mt-6 ${card}`}>
        <h3 id="links-title" className="font-semibold text-white">
          Clicks per link
        </h3>
        <ul className="mt-3 grid gap-2 text-sm">
          {a.links.map((l) => (
            <li
              key={l.url}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-ink-700 pt-2"
            >
              <span className="min-w-0">
                <span className="font-semibold text-white">{l.label}</span>
                <span className="block break-all text-xs text-slate-400">{l.url}</span>
              </span>
              <span className="whitespace-nowrap text-slate-200">
                {num(l.clicks)} {l.clicks === 1 ? 'click' : 'clicks'} · {num(l.clickers)}{' '}
                {l.clickers === 1 ? 'reader' : 'readers'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="timeline-title" className={`mt-6 ${card}`}>
        <h3 id="timeline-title" className="font-semibold text-white">
          The first {TIMELINE_HOURS} hours
        </h3>
        <p className="mt-1 text-sm text-slate-400">First opens and all clicks per hour after sending.</p>
        {hasActivity ? (
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="text-sm text-slate-300">Opens per hour</h4>
              <LazyBarsChart data={hours} label="Opens per hour after sending" format={whole} />
            </div>
            <div>
              <h4 className="text-sm text-slate-300">Clicks per hour</h4>
              <LazyBarsChart data={clickHours} label="Clicks per hour after sending" format={whole} />
            </div>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-400">No opens or clicks yet.</p>
        )}
      </section>

      <section aria-labelledby="failures-title" className={`mt-6 ${card}`}>
        <h3 id="failures-title" className="font-semibold text-white">
          Failed deliveries
        </h3>
        {a.failures.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">None.</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {a.failures.map((f) => (
              <li key={`${f.permanent}${f.reason}`} className="border-t border-ink-700 pt-2">
                <span className="font-semibold text-white">
                  {num(f.count)} {f.permanent ? 'bounced (address suppressed)' : 'failed after retries'}
                </span>
                <span className="block break-words text-slate-400">{f.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
