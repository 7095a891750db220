import { eq, sql } from 'drizzle-orm';
import type { TAlertFeed } from '../../../core/contract/alerts';
import type { Alert } from '../../../core/widgets/alerts';
import { buildFeed } from '../../catalog/alert-feed';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { alertStates } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * The alerts feed of the catalogue's Universe (rebuilt when the catalogue reloads) and each user's
 * seen and dismissed marks, kept in alert_states so they follow the user to every browser.
 */
export class AlertService {
  /** Per version of the catalogue (Catalog.version). */
  private readonly feeds = new WeakMap<object, Alert[]>();

  constructor(
    private readonly db: Db,
    private readonly catalog: () => Catalog,
  ) {}

  private feed(): Alert[] {
    const catalog = this.catalog();
    let alerts = this.feeds.get(catalog.version);
    if (!alerts) {
      alerts = buildFeed(catalog.universe);
      this.feeds.set(catalog.version, alerts);
    }
    return alerts;
  }

  /** Only alerts of the current feed take a state: anything else is a 404, never a stored row. */
  private known(ids: string[]): void {
    const inFeed = new Set(this.feed().map((a) => a.id));
    const unknown = ids.find((id) => !inFeed.has(id));
    if (unknown) throw new HttpError(404, `No alert "${unknown}" in your feed.`);
  }

  /** The feed without the alerts this user dismissed, each marked seen or not for this user. */
  async list(userId: string): Promise<TAlertFeed> {
    const states = await this.db
      .select({ id: alertStates.alertId, seen: alertStates.seenAt, dismissed: alertStates.dismissedAt })
      .from(alertStates)
      .where(eq(alertStates.userId, userId));
    const byId = new Map(states.map((s) => [s.id, s]));
    return {
      alerts: this.feed()
        .filter((a) => !byId.get(a.id)?.dismissed)
        .map((a) => ({ ...a, seen: Boolean(byId.get(a.id)?.seen) })),
    };
  }

  /** Marks the alerts the panel showed as seen (the first time counts). */
  async markSeen(userId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    this.known(unique);
    await this.db
      .insert(alertStates)
      .values(unique.map((alertId) => ({ userId, alertId, seenAt: new Date() })))
      .onConflictDoUpdate({
        target: [alertStates.userId, alertStates.alertId],
        set: { seenAt: sql`coalesce(${alertStates.seenAt}, now())` },
      });
  }

  /** Hides one alert from this user's feed (twice is harmless). */
  async dismiss(userId: string, alertId: string): Promise<void> {
    this.known([alertId]);
    await this.db
      .insert(alertStates)
      .values({ userId, alertId, seenAt: new Date(), dismissedAt: new Date() })
      .onConflictDoUpdate({
        target: [alertStates.userId, alertStates.alertId],
        set: { dismissedAt: sql`now()`, seenAt: sql`coalesce(${alertStates.seenAt}, now())` },
      });
  }
}
