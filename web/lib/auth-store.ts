import type { TUser } from '../../core/contract/auth';
import { storageKeys } from './storage-keys';

function isUser(value: unknown): value is TUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    (v.company === null || typeof v.company === 'string') &&
    (v.role === 'admin' || v.role === 'analyst' || v.role === 'viewer')
  );
}

/** The stored copy of the signed-in user; a corrupt copy is discarded. */
export function readStoredUser(storage: Storage = localStorage): TUser | null {
  const raw = storage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isUser(parsed)) return parsed;
  } catch {
    // fall through
  }
  storage.removeItem(storageKeys.user);
  return null;
}

export function storeUser(user: TUser | null, storage: Storage = localStorage): void {
  if (user) storage.setItem(storageKeys.user, JSON.stringify(user));
  else storage.removeItem(storageKeys.user);
}
