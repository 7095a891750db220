import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';

/** What a link or ticket of the auth flows may do; a token made for one purpose opens no other door. */
export type AuthPurpose =
  | 'reset-password'
  | 'verify-email'
  | 'change-email'
  | 'two-factor-login'
  | 'two-factor-setup';

export interface TokenClaims {
  /** The user the token was made for. */
  sub: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /** Purpose-specific data: the address to verify, the new address, the TOTP secret being set up. */
  data?: string;
}

/**
 * Stateless signed tokens: base64url(JSON claims) "." HMAC-SHA256 over the purpose, the claims and a
 * binding. The binding is a fact of the account that the token's use changes (the password hash for
 * a reset link), so the link dies with its first use without a table of spent tokens.
 */
export class AuthTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  issue(purpose: AuthPurpose, claims: Omit<TokenClaims, 'exp'>, ttlMs: number, binding = ''): string {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: this.now() + ttlMs })).toString('base64url');
    return `${body}.${this.mac(purpose, body, binding)}`;
  }

  /** The claims, unverified: only to find the account whose binding the signature covers. */
  peek(token: string): TokenClaims | null {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 2000) return null;
    try {
      const claims = JSON.parse(
        Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'),
      ) as TokenClaims;
      return typeof claims.sub === 'string' && typeof claims.exp === 'number' ? claims : null;
    } catch {
      return null;
    }
  }

  /** The claims when the signature holds for this purpose and binding and the token has not expired. */
  verify(purpose: AuthPurpose, token: string, binding = ''): TokenClaims | null {
    const claims = this.peek(token);
    if (!claims) return null;
    const dot = token.indexOf('.');
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(purpose, token.slice(0, dot), binding));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return claims.exp > this.now() ? claims : null;
  }

  private mac(purpose: AuthPurpose, body: string, binding: string): string {
    const bound = createHash('sha256').update(binding).digest('base64url');
    return createHmac('sha256', this.secret).update(`${purpose}:${body}:${bound}`).digest('base64url');
  }
}

/** AUTH_SECRET when set; otherwise one generated on first start and kept in app_meta (shared by instances). */
export async function loadAuthTokens(db: Db, configured?: string): Promise<AuthTokens> {
  if (configured) return new AuthTokens(Buffer.from(configured));
  await db
    .insert(appMeta)
    .values({ key: 'auth.secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'auth.secret'));
  return new AuthTokens(Buffer.from(row!.value));
}
