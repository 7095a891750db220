import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { brand } from '../../../core/brand';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import type { UserRow } from '../../plugins/sessions';

const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: brand.product,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret, its otpauth:// URI and the QR code of that URI as SVG (drawn here, no service). */
export async function newTotpSecret(email: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The time step a six-digit code matches (one step of clock drift either way), or null. */
export function matchStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret, 'check').validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an authenticator app shows now (tests and the e2e suite use it as the app would). */
export function currentCode(secret: string, now = Date.now()): string {
  return totpFor(secret, 'check').generate({ timestamp: now });
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** Ten codes like "k7m2p-9xq4r": 50 bits each, shown once, stored hashed. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function storeRecoveryCodes(db: Db, userId: string, codes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
}

/** Turns two-factor on with the confirmed secret (its first step spent) and fresh recovery codes. */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  secret: string,
  step: number,
  codes: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, userId));
    await storeRecoveryCodes(tx as unknown as Db, userId, codes);
  });
}

/** Turns two-factor off: the secret and the recovery codes go. */
export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Checks a second factor: a TOTP code (each time step accepted once, so an overheard code cannot be
 * replayed) or an unused recovery code (spent by this call). The updates are conditional, so two
 * requests racing with the same code cannot both pass.
 */
export async function checkSecondFactor(db: Db, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = matchStep(user.totpSecret, code);
  if (step !== null) {
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return claimed.length === 1;
  }
  if (code.replace(/[^a-z0-9]/gi, '').length !== 10) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return spent.length === 1;
}
