import { WRONG_CODE, WRONG_PASSWORD } from '../../../core/contract/auth';
import { AttemptLimiter, retryMessage, tooManyAttempts } from '../../plugins/attempt-limiter';
import { HttpError } from '../../plugins/errors';

export interface ReauthLimits {
  /** Wrong passwords or codes one account may enter in a window before every re-authentication answers 429. */
  perAccount: number;
  /** The same, from one IP address across accounts. */
  perIp: number;
  windowMs: number;
}

export const defaultReauthLimits: ReauthLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 };

/** The answers that mean a secret was guessed wrong (a missing one is not a guess and is not counted). */
const wrongSecret = new Set<string>([WRONG_PASSWORD, WRONG_CODE]);

/**
 * Counts failed re-authentications (the password, and the code when two-factor is on, entered again
 * before a sensitive change) per account and per IP address, in this process. Past the limit every
 * re-authentication answers 429 with Retry-After until the window ends, the right secret included:
 * a borrowed session cannot guess the password or the code.
 */
export class ReauthGuard {
  private readonly byAccount: AttemptLimiter;
  private readonly byIp: AttemptLimiter;

  constructor(limits: ReauthLimits, now: () => number = Date.now) {
    this.byAccount = new AttemptLimiter(limits.perAccount, limits.windowMs, now);
    this.byIp = new AttemptLimiter(limits.perIp, limits.windowMs, now);
  }

  /** Runs the check; a wrong secret counts against the account and the address. */
  async check<T>(who: { userId: string; ip: string }, verify: () => Promise<T>): Promise<T> {
    const wait = Math.max(this.byAccount.waitFor(who.userId), this.byIp.waitFor(who.ip));
    if (wait > 0)
      throw tooManyAttempts(
        wait,
        `Too many wrong passwords or codes. ${retryMessage(wait).replace(/^Too many attempts\. /, '')}`,
      );
    try {
      return await verify();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400 && wrongSecret.has(error.message)) {
        this.byAccount.hit(who.userId);
        this.byIp.hit(who.ip);
      }
      throw error;
    }
  }
}
