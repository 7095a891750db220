import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

import params from './argon2.json' with { type: 'json' };

/** argon2id (algorithm 2) with OWASP's baseline: 19 MiB, 2 passes, 1 lane. */
export const argon2Params = params as {
  algorithm: 2;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
