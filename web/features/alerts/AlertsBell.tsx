import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Bell, ExternalLink, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TAlertFeed } from '../../../core/contract/alerts';
import { sourceText, valueText } from '../../../core/format/deal';
import { relativeTime } from '../../../core/format/relative-time';
import {
  ALERT_RULES,
  alertFilters,
  filterAlerts,
  INDUSTRY_WIDE,
  type UserAlert,
  unreadCount,
} from '../../../core/widgets/alerts';
import { useAuth } from '../../lib/auth';
import { createAlertWatch, notificationApi, showAlertNotifications } from '../../lib/push';
import { useAppQueryClient } from '../../lib/query-client';
import { settingsQuery } from '../../lib/settings';
import { useTimeZone } from '../../lib/time-zone';
import { useNow } from '../../lib/use-now';
import { Switch } from '../../ui/switch';
import { useDismiss } from '../../ui/use-dismiss';
import { bandBadge, pill, sourceLabel, urgencyBand } from '../../ui/widgets/bands';
import { dismissAlert } from './data/dismiss-alert';
import { markAlertsSeen } from './data/mark-alerts-seen';
import { alertsKey, useAlerts } from './data/use-alerts';

/**
 * The real-time alerts bell for signed-in users: the feed from the dataset and the model, an unread
 * badge (the alerts this user has not seen), a panel with an Enabled toggle (a refresh every 5
 * minutes), a filter by brand or Industry Wide, and dismiss. Opening the panel marks the alerts it
 * shows as seen; seen and dismissed are kept on the server for the user (every browser agrees).
 * With the Push Notifications setting on and the browser's permission, a refresh that brings new
 * alerts shows a system notification for each (web/lib/push.ts); clicking one opens the panel.
 */
export function AlertsBell() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <AlertsBellInner />
    </QueryClientProvider>
  );
}

export default AlertsBell;

/** The user's Push Notifications setting, from the shared cache (fetched once if not there yet). */
function pushEnabled(client: QueryClient, userId: string): Promise<boolean> {
  return client.ensureQueryData(settingsQuery(userId)).then(
    (settings) => settings.pushNotifications,
    () => false,
  );
}

function AlertsBellInner() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [filter, setFilter] = useState('all');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const switchId = useId();
  const filterId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  const now = useNow();
  const zone = useTimeZone();

  const client = useQueryClient();
  /** The ids this page session fetched and announced, for the signed-in user. */
  const watch = useRef<{ userId: string; next: (alerts: UserAlert[]) => UserAlert[] } | null>(null);
  const userId = user?.id;
  const query = useAlerts(Boolean(user), (feed) => {
    if (!userId) return;
    if (watch.current?.userId !== userId) {
      watch.current = { userId, next: createAlertWatch<UserAlert>() };
    }
    const fresh = watch.current.next(feed.alerts);
    if (fresh.length > 0 && notificationApi()?.permission === 'granted') {
      void pushEnabled(client, userId).then((on) => {
        if (on) showAlertNotifications(fresh, () => setOpen(true));
      });
    }
  });
  const { refetch } = query;
  /** Applies a change to the cached feed at once; the server's answer follows on the next fetch. */
  const patch = useCallback(
    (change: (alerts: UserAlert[]) => UserAlert[]) =>
      client.setQueryData<TAlertFeed>(alertsKey, (old) => (old ? { alerts: change(old.alerts) } : old)),
    [client],
  );
  const unseen = (query.data?.alerts ?? []).filter((a) => !a.seen).map((a) => a.id);
  const unseenKey = unseen.join(' ');
  useEffect(() => {
    if (!open || !unseenKey) return;
    const ids = unseenKey.split(' ');
    patch((alerts) => alerts.map((a) => (ids.includes(a.id) ? { ...a, seen: true } : a)));
    markAlertsSeen(ids).catch(() => void refetch());
  }, [open, unseenKey, patch, refetch]);

  useEffect(() => {
    if (!user || !enabled) return;
    const id = setInterval(() => void refetch(), ALERT_RULES.refreshMs);
    return () => clearInterval(id);
  }, [user, enabled, refetch]);

  if (!user) return null;

  const all = query.data?.alerts ?? [];
  const unread = unreadCount(all);
  const shown = filterAlerts(all, filter);
  const dismiss = (id: string) => {
    patch((alerts) => alerts.filter((a) => a.id !== id));
    dismissAlert(id).catch(() => void refetch());
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-md p-2 text-slate-200 hover:bg-ink-800 hover:text-white"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="alerts-badge"
            aria-hidden
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white"
          >
            {unread}
          </span>
        )}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label="Alerts"
        className="fixed inset-x-2 top-16 z-50 max-h-[75vh] overflow-y-auto rounded-xl border border-ink-600 bg-ink-850 p-3 shadow-2xl md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:w-96"
      >
        <div className="flex items-center justify-between gap-3 px-1">
          <h2 className="font-semibold text-white">Alerts</h2>
          <div className="flex items-center gap-2">
            <label htmlFor={switchId} className="text-sm text-slate-300">
              Enabled
            </label>
            <Switch id={switchId} checked={enabled} onCheckedChange={setEnabled} />
          </div>
        </div>
        <p className="px-1 text-xs text-slate-400">
          {enabled
            ? 'Checking for new alerts every 5 minutes.'
            : 'Paused: no new alerts until you enable them.'}
        </p>
        <div className="mt-3 flex items-center gap-2 px-1">
          <label htmlFor={filterId} className="text-sm text-slate-300">
            Show
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="h-9 min-w-0 flex-1 rounded-lg border border-ink-600 bg-ink-900 px-2 text-sm text-slate-100"
          >
            <option value="all">All alerts</option>
            {alertFilters(all).map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
        {query.isPending ? (
          <p className="mt-4 px-1 text-sm text-slate-400">Loading alerts…</p>
        ) : query.isError ? (
          <p className="mt-4 px-1 text-sm text-red-300">
            Could not load alerts.{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-4 rounded-lg bg-ink-900 p-4 text-center text-sm text-slate-400">
            No alerts at this time
          </p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {shown.map((a) => (
              <li key={a.id} className="relative rounded-lg border border-ink-700 bg-ink-900 p-3 pr-10">
                <a
                  href={a.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className={`${pill} ${bandBadge[urgencyBand[a.urgency]]} capitalize`}>
                      {a.urgency}
                    </span>
                    <span className={`${pill} bg-ink-800 text-slate-300 ring-ink-600`}>
                      {a.basis === 'Model' ? 'Model' : sourceLabel[a.source]}
                    </span>
                    <span className="text-xs text-slate-400">{a.brand ?? INDUSTRY_WIDE}</span>
                  </span>
                  <span className="mt-1.5 flex items-center gap-1 text-sm font-medium text-white">
                    {a.title}
                    <ExternalLink className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </span>
                  <span className="mt-1 block text-xs text-slate-300">{a.description}</span>
                  {a.deal && (
                    <span className="mt-1 block text-xs text-slate-200">{valueText(a.deal.value)}</span>
                  )}
                  <span className="mt-1 block text-xs text-slate-400">
                    {relativeTime(a.timestamp, now, zone)} ·{' '}
                    {a.deal && a.basis === 'Dataset' ? sourceText(a.deal) : a.sourceName}
                  </span>
                </a>
                <button
                  type="button"
                  onClick={() => dismiss(a.id)}
                  aria-label={`Dismiss alert: ${a.title}`}
                  className="absolute top-2 right-2 rounded p-1 text-slate-400 hover:bg-ink-700 hover:text-white"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
