/**
 * Browser notifications for new alerts while Sponsorscope is open in a tab. There is no service
 * worker and no push server: the alerts bell refreshes the feed every 5 minutes, and a refresh that
 * brings alerts this tab had not fetched before shows one system notification for each.
 */

/** At most this many notifications for one refresh. */
export const NOTIFY_LIMIT = 3;

/**
 * The alerts a refresh should announce: not seen, not in the previous fetch, not announced before,
 * in feed order, at most `limit`. `previousIds` is null before the first fetch of the page session,
 * which never announces anything (the first load is what the user finds, not news).
 */
export function alertsToNotify<T extends { id: string; seen: boolean }>(
  previousIds: ReadonlySet<string> | null,
  current: readonly T[],
  notified: ReadonlySet<string>,
  limit = NOTIFY_LIMIT,
): T[] {
  if (!previousIds) return [];
  const fresh: T[] = [];
  for (const alert of current) {
    if (fresh.length >= limit) break;
    if (alert.seen || previousIds.has(alert.id) || notified.has(alert.id)) continue;
    if (fresh.some((a) => a.id === alert.id)) continue;
    fresh.push(alert);
  }
  return fresh;
}

/**
 * Remembers the ids of the last fetch and the alerts already announced; each call takes a fresh
 * fetch and returns the alerts to announce for it (and counts them as announced).
 */
export function createAlertWatch<T extends { id: string; seen: boolean }>(limit = NOTIFY_LIMIT) {
  let previous: Set<string> | null = null;
  const notified = new Set<string>();
  return (current: readonly T[]): T[] => {
    const fresh = alertsToNotify(previous, current, notified, limit);
    for (const a of fresh) notified.add(a.id);
    previous = new Set(current.map((a) => a.id));
    return fresh;
  };
}

/** The browser's Notification API, or undefined where there is none. */
export function notificationApi(): typeof Notification | undefined {
  const api = (globalThis as { Notification?: typeof Notification }).Notification;
  return typeof api === 'function' ? api : undefined;
}

/** Asks the browser (a prompt unless the user already decided); true only when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  const api = notificationApi();
  if (!api) return false;
  if (api.permission === 'granted') return true;
  try {
    // Older Safari answers through the callback only; the others return a promise.
    const answer = await new Promise<NotificationPermission>((resolve) => {
      const pending = api.requestPermission(resolve);
      if (pending) pending.then(resolve, () => resolve('denied'));
    });
    return answer === 'granted';
  } catch {
    return false;
  }
}

/** One system notification per alert (when allowed); clicking one focuses the tab and calls `onClick`. */
export function showAlertNotifications(
  alerts: readonly { id: string; title: string; description: string }[],
  onClick: () => void,
): void {
  const api = notificationApi();
  if (api?.permission !== 'granted') return;
  for (const alert of alerts) {
    try {
      const note = new api(alert.title, { body: alert.description, tag: alert.id });
      note.onclick = () => {
        window.focus();
        note.close();
        onClick();
      };
    } catch {
      // Chrome on Android allows page notifications only through a service worker: nothing to show.
    }
  }
}
