import {
  BarChart3,
  CalendarClock,
  CalendarX,
  Copy,
  ExternalLink,
  Eye,
  Mail,
  Pencil,
  Play,
  Send,
  Trash2,
} from 'lucide-react';
import { Link } from 'react-router';
import type { TNewsletter } from '../../../core/contract/newsletters';
import { formatDateTime, type TimeZoneSetting } from '../../../core/format/time';
import { buttonClass } from '../../ui/button';
import { subscribers } from './format';

export const statusBadge: Record<TNewsletter['status'], string> = {
  draft: 'bg-ink-700 text-slate-200',
  scheduled: 'bg-sky-500/20 text-sky-200',
  sending: 'bg-amber-500/20 text-amber-200',
  sent: 'bg-emerald-500/20 text-emerald-200',
  paused: 'bg-red-500/20 text-red-200',
};

export type IssueAction =
  | 'preview'
  | 'edit'
  | 'duplicate'
  | 'delete'
  | 'schedule'
  | 'unschedule'
  | 'send'
  | 'resume'
  | 'test';

/** "27 Nov 2026, 12:30 GMT", and the admin's own time beside it when they are elsewhere. */
export function londonAndMine(at: string, zone: TimeZoneSetting): string {
  const london = formatDateTime(at, 'GMT');
  return zone === 'GMT' ? london : `${london} (${formatDateTime(at, zone)})`;
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-semibold text-white">{value}</dd>
    </div>
  );
}

/** One issue of the list: what it is, where it stands, and what can be done with it now. */
export function IssueCard({
  n,
  zone,
  audience,
  busy,
  onAction,
}: {
  n: TNewsletter;
  zone: TimeZoneSetting;
  /** How many would receive it now (drafts and scheduled issues). */
  audience: number | undefined;
  busy: boolean;
  onAction(action: IssueAction, n: TNewsletter): void;
}) {
  const open = n.status === 'draft' || n.status === 'scheduled';
  const button = (
    action: IssueAction,
    label: string,
    Icon: typeof Eye,
    variant: 'ghost' | 'secondary' | 'primary' = 'ghost',
  ) => (
    <button
      type="button"
      className={buttonClass(variant, 'sm')}
      onClick={() => onAction(action, n)}
      disabled={busy && action !== 'preview'}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </button>
  );
  return (
    <li className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-white">{n.title}</h2>
          <p className="text-sm break-words text-slate-400">
            {n.weekOf ? `Week of ${n.weekOf} · ` : ''}Created {formatDateTime(n.createdAt, zone)}
            {n.status === 'scheduled' && n.scheduledFor
              ? ` · Sends ${londonAndMine(n.scheduledFor, zone)}`
              : ''}
            {n.sentAt && !open ? ` · Sent ${formatDateTime(n.sentAt, zone)}` : ''}
          </p>
          {n.note && <p className="mt-1 text-sm text-amber-200">{n.note}</p>}
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusBadge[n.status]}`}
        >
          {n.status}
        </span>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {open ? (
          <Stat label="Audience" value={audience === undefined ? '...' : subscribers(audience)} />
        ) : (
          <>
            <Stat label="Recipients" value={n.recipientCount.toLocaleString('en-GB')} />
            <Stat label="Delivered" value={n.delivered.toLocaleString('en-GB')} />
            {n.pending > 0 && <Stat label="Sending" value={n.pending.toLocaleString('en-GB')} />}
            {n.failed > 0 && <Stat label="Failed" value={n.failed.toLocaleString('en-GB')} />}
          </>
        )}
        {n.openRate !== null && <Stat label="Open rate" value={`${n.openRate}%`} />}
        {n.clickRate !== null && <Stat label="Click rate" value={`${n.clickRate}%`} />}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {button('preview', 'Preview', Eye)}
        {open && button('edit', 'Edit', Pencil)}
        {button('duplicate', 'Duplicate', Copy)}
        {button('test', 'Send Test', Mail)}
        {n.status === 'draft' && button('delete', 'Delete', Trash2)}
        {!open && (
          <Link to={`/newsletter-admin?issue=${n.id}`} className={buttonClass('ghost', 'sm')}>
            <BarChart3 className="size-4" aria-hidden />
            Analytics
          </Link>
        )}
        {n.archiveUrl && (
          <a href={n.archiveUrl} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
            <ExternalLink className="size-4" aria-hidden />
            View in browser
          </a>
        )}
        {n.status === 'scheduled' && button('unschedule', 'Unschedule', CalendarX, 'secondary')}
        {open &&
          button(
            'schedule',
            n.status === 'scheduled' ? 'Reschedule' : 'Schedule',
            CalendarClock,
            'secondary',
          )}
        {n.status === 'draft' && button('send', 'Send Now', Send, 'primary')}
        {n.status === 'paused' && button('resume', 'Resume sending', Play, 'secondary')}
      </div>
    </li>
  );
}
