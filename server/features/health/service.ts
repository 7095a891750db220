import type { THealthResponse } from '../../../core/contract/health';
import type { Database, DatabaseActivity } from '../../db/client';

export const HEALTH_CACHE_MS = 1000;
const BUSY_WAIT_MS = 50;
const STALE_MS = 60_000;

/**
 * One database check shared by every health call for up to a second, and by the calls that arrive
 * while it runs: a load balancer polling a busy instance costs one query a second, not one a call.
 * A check that has not answered within BUSY_WAIT_MS (the embedded database runs one transaction at
 * a time, and a large import holds it for a while) leaves the last result standing, with its time,
 * if that is under STALE_MS old. When the embedded database reports that a transaction holds it and
 * that it answered a statement within STALE_MS, the check does not wait at all: the database is
 * working, its last answer's time is the time reported. `?deep=1` always checks and waits.
 */
export class DatabaseCheck {
  private last: { latency: number | null; at: number } | null = null;
  private running: Promise<{ latency: number | null; at: number }> | null = null;

  constructor(
    private readonly ping: () => Promise<number | null>,
    private readonly maxAgeMs = HEALTH_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly busyWaitMs = BUSY_WAIT_MS,
    private readonly activity: () => DatabaseActivity | null = () => null,
  ) {}

  async read(deep = false): Promise<{ latency: number | null; at: number }> {
    if (!deep && this.last && this.now() - this.last.at < this.maxAgeMs) return this.last;
    const run = !deep && this.running ? this.running : this.check(deep);
    const last = this.last;
    if (deep || !last) return run;
    const working = last.latency === null ? null : this.activity();
    if (working?.busy && working.lastAnsweredAt !== null && this.now() - working.lastAnsweredAt < STALE_MS)
      return { latency: last.latency, at: Math.max(last.at, working.lastAnsweredAt) };
    if (this.now() - last.at >= STALE_MS) return run;
    return Promise.race([
      run,
      new Promise<typeof last>((resolve) => setTimeout(() => resolve(last), this.busyWaitMs).unref()),
    ]);
  }

  private check(deep: boolean): Promise<{ latency: number | null; at: number }> {
    const run = this.ping()
      .catch(() => null)
      .then((latency) => {
        this.last = { latency, at: this.now() };
        return this.last;
      });
    if (!deep) {
      this.running = run;
      void run.finally(() => {
        this.running = null;
      });
    }
    return run;
  }
}

/** The health report: the database's reachability and latency, the version and the uptime. */
export class HealthService {
  private readonly check: DatabaseCheck;

  constructor(
    private readonly database: Database,
    private readonly version: string,
  ) {
    this.check = new DatabaseCheck(
      () => database.ping(),
      HEALTH_CACHE_MS,
      Date.now,
      BUSY_WAIT_MS,
      () => database.activity?.() ?? null,
    );
  }

  async report(deep: boolean): Promise<THealthResponse> {
    const { latency, at } = await this.check.read(deep);
    const reachable = latency !== null;
    return {
      status: reachable ? 'ok' : 'degraded',
      database: {
        kind: this.database.kind,
        reachable,
        latencyMs: latency === null ? null : Math.round(latency * 100) / 100,
        checkedAt: new Date(at).toISOString(),
      },
      version: this.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
