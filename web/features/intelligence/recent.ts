import { storageKeys } from '../../lib/storage-keys';

/** Recent searches kept in the browser; the screen shows up to 8, newest first. */
export const RECENT_LIMIT = 8;

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.recentSearches) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((x): x is string => typeof x === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a name at the front, dropping an earlier entry that differs only in case. */
export function pushRecent(list: string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return list;
  return [trimmed, ...list.filter((x) => x.toLowerCase() !== trimmed.toLowerCase())].slice(0, RECENT_LIMIT);
}

export function saveRecent(list: string[]): void {
  try {
    localStorage.setItem(storageKeys.recentSearches, JSON.stringify(list.slice(0, RECENT_LIMIT)));
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
}
