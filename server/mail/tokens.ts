import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * Newsletter links sign a delivery id; the account e-mails (weekly alerts digest, product
 * announcements) sign a user id for their one-click unsubscribe.
 */
export type TokenPurpose = 'unsubscribe' | 'open' | 'click' | 'unsubscribe-digest' | 'unsubscribe-marketing';

/**
 * Signed per-recipient tokens for the links in an e-mail: "<id>.<HMAC>" (a delivery or user id),
 * the HMAC over the purpose and the id, so a token opens one door for one recipient and cannot be forged.
 */
export class Signer {
  constructor(private readonly secret: Buffer) {}

  sign(purpose: TokenPurpose, deliveryId: string): string {
    return `${deliveryId}.${this.mac(purpose, deliveryId)}`;
  }

  /** The id the token was made for, or null when it is not one of ours. */
  verify(purpose: TokenPurpose, token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || token.length > 200) return null;
    const id = token.slice(0, dot);
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(purpose, id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(purpose: TokenPurpose, id: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${id}`).digest('base64url').slice(0, 32);
  }
}

/** NEWSLETTER_SECRET when set; otherwise one generated on first start and kept in app_meta (shared by instances). */
export async function loadSigner(db: Db, configured?: string): Promise<Signer> {
  if (configured) return new Signer(Buffer.from(configured));
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(appMeta).values({ key: 'newsletter.secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'newsletter.secret'));
  return new Signer(Buffer.from(row!.value));
}
