/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer { rows }). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
