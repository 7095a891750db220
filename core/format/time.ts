/**
 * Dates and times as the user's timezone setting shows them (Account Settings > Timezone). The
 * setting's four values name zones people mean: Eastern and Pacific Time follow daylight saving,
 * and GMT is the time in London (GMT in winter, BST in summer).
 */
export const TIME_ZONE_IDS = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  GMT: 'Europe/London',
} as const;
export type TimeZoneSetting = keyof typeof TIME_ZONE_IDS;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: TimeZoneSetting, kind: 'date' | 'long' | 'time' | 'zone'): Intl.DateTimeFormat {
  const key = `${zone} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    const timeZone = TIME_ZONE_IDS[zone] ?? 'UTC';
    f =
      kind === 'zone'
        ? // The abbreviation people read: EST/EDT and PST/PDT in American English, GMT/BST in British.
          new Intl.DateTimeFormat(zone === 'GMT' ? 'en-GB' : 'en-US', { timeZone, timeZoneName: 'short' })
        : new Intl.DateTimeFormat('en-GB', {
            timeZone,
            ...(kind === 'date' && { day: 'numeric', month: 'short', year: 'numeric' }),
            ...(kind === 'long' && { day: 'numeric', month: 'long', year: 'numeric' }),
            ...(kind === 'time' && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          });
    formats.set(key, f);
  }
  return f;
}

type When = Date | string | number;
/** "15 Nov 2026" in the zone. */
export const formatDate = (when: When, zone: TimeZoneSetting = 'UTC') =>
  format(zone, 'date').format(new Date(when));
/** "15 November 2026" in the zone. */
export const formatLongDate = (when: When, zone: TimeZoneSetting = 'UTC') =>
  format(zone, 'long').format(new Date(when));
/** "14:05 GMT" (or "09:05 EST", "14:05 BST"). */
export function formatTime(when: When, zone: TimeZoneSetting = 'UTC'): string {
  const at = new Date(when);
  // UTC, the default setting, needs no Intl: a page's first Intl formatter loads the locale data,
  // a long task before the brand view's first paint (issue 19). Same text as the formatters give.
  if (zone === 'UTC' && !Number.isNaN(at.getTime()))
    return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  const name = format(zone, 'zone')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${format(zone, 'time').format(at)} ${name ?? zone}`;
}
/** "15 Nov 2026, 14:05 GMT". */
export const formatDateTime = (when: When, zone: TimeZoneSetting = 'UTC') =>
  `${formatDate(when, zone)}, ${formatTime(when, zone)}`;
