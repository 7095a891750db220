import { formatDate, type TimeZoneSetting } from './time';

/**
 * How long ago, as the data badge and the alerts show it (spec 01 section 9): "Just now" under a
 * minute, then "Xm ago", "Xh ago" and "Xd ago" up to a week, and the date after that.
 */
export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
  zone: TimeZoneSetting = 'UTC',
): string {
  const at = new Date(then);
  const ms = Number(now) - at.getTime();
  if (Number.isNaN(ms)) return '';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(at, zone);
}
