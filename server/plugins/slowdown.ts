/**
 * Failed attempts per key in a sliding-reset window (in this process), turned into a delay that
 * doubles with each failure past a free allowance, up to a ceiling. Used per e-mail address for
 * sign-in: an attacker hammering an address slows every attempt on it, but the owner's correct
 * password still gets in (after the delay), which a hard refusal would not allow.
 */
export class FailureSlowdown {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly free: number,
    readonly baseMs: number,
    readonly maxMs: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the next attempt on this key waits before it is checked. */
  delayFor(key: string): number {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= this.now()) return 0;
    const over = entry.count - this.free;
    return over <= 0 ? 0 : Math.min(this.maxMs, this.baseMs * 2 ** (over - 1));
  }

  fail(key: string): void {
    const t = this.now();
    if (this.failures.size > 10_000) {
      for (const [k, e] of this.failures) if (e.resetAt <= t) this.failures.delete(k);
    }
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= t) this.failures.set(key, { count: 1, resetAt: t + this.windowMs });
    else entry.count++;
  }
}

export const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
