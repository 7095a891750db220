import { HttpError } from './errors';

/**
 * Counts attempts per key in a fixed window (in this process). Used for sign-in and registration
 * attempts per e-mail address; the per-IP limit comes from @fastify/rate-limit.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; returns the milliseconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    if (this.hits.size > 10_000) this.sweep(t);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
      return 0;
    }
    entry.count++;
    return entry.count > this.max ? entry.resetAt - t : 0;
  }

  /**
   * The milliseconds left before this key may try again, without recording an attempt: for limits
   * that count only failures (check first, `hit` when the attempt failed).
   */
  waitFor(key: string): number {
    const t = this.now();
    const entry = this.hits.get(key);
    return entry && entry.resetAt > t && entry.count >= this.max ? entry.resetAt - t : 0;
  }

  private sweep(t: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= t) this.hits.delete(key);
  }
}

export function retryMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 429 for a wait of `waitMs`: the message (worded in minutes by default) and Retry-After in seconds. */
export function tooManyAttempts(waitMs: number, message = retryMessage(waitMs)): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
}
