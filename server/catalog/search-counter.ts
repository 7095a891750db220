import { sql } from 'drizzle-orm';
import type { SearchType } from '../../core/contract/intelligence';
import { normaliseName } from '../../core/intelligence/names';
import type { Db } from '../db/client';
import { searchEvents } from '../db/schema';

/**
 * Anonymous daily search counts, added up in memory and written in one go every few seconds (and
 * on shutdown), so a busy lookup does not cost a database write each time.
 */
export class SearchCounter {
  private pending = new Map<
    string,
    { day: string; type: SearchType; queryKey: string; query: string; count: number }
  >();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    intervalMs = 5_000,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  count(type: SearchType, query: string): void {
    const day = new Date().toISOString().slice(0, 10);
    const queryKey = normaliseName(query);
    const key = `${day}|${type}|${queryKey}`;
    const entry = this.pending.get(key);
    if (entry) entry.count++;
    else this.pending.set(key, { day, type, queryKey, query, count: 1 });
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    await this.db
      .insert(searchEvents)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchEvents.day, searchEvents.type, searchEvents.queryKey],
        set: { count: sql`${searchEvents.count} + excluded.count` },
      });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
