/**
 * The first index of a sorted list whose item is not `before` the sought place: where an item goes
 * to keep the list in order, or where a range of items starting with a prefix begins.
 */
export function firstNotBefore<T>(list: ArrayLike<T>, before: (item: T) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(list[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
