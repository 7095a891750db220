import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

import params from './argon2.json' with { type: 'json' };

/** argon2id (algorithm 2) with OWASP's baseline: 19 MiB, 2 passes, 1 lane. */
export const argon2Params = params as {
  algorithm: 2;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
};

/**
 * At most two hashes at a time. argon2 runs on libuv's thread pool (4 threads), which the rest of
 * the server also needs: a storm of sign-ins queued there made other requests wait seconds behind
 * it at 200 connections (reliability/load.spec.ts). Waiting here instead keeps two threads free,
 * and at most two hashes hold their 19 MiB.
 */
const argon2Slots = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, argon2Params));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both paths cost the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
