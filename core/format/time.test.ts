import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime } from './time';

describe('times in the user’s timezone', () => {
  const winter = '2026-01-15T23:30:00Z';
  const summer = '2026-07-01T12:05:00Z';

  it('writes one instant in each of the four settings, daylight saving included', () => {
    expect(formatDateTime(winter, 'UTC')).toBe('15 Jan 2026, 23:30 UTC');
    expect(formatDateTime(winter, 'GMT')).toBe('15 Jan 2026, 23:30 GMT');
    expect(formatDateTime(winter, 'EST')).toBe('15 Jan 2026, 18:30 EST');
    expect(formatDateTime(winter, 'PST')).toBe('15 Jan 2026, 15:30 PST');
    expect(formatTime(summer, 'GMT')).toBe('13:05 BST');
    expect(formatTime(summer, 'EST')).toBe('08:05 EDT');
  });

  it('writes UTC without Intl exactly as the formatters would', () => {
    const intl = (at: Date) =>
      `${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)} ${
        new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'short' })
          .formatToParts(at)
          .find((p) => p.type === 'timeZoneName')?.value
      }`;
    for (const when of [winter, summer, '2026-03-01T00:00:59Z', '2026-12-31T09:07:00Z', 0]) {
      expect(formatTime(when, 'UTC')).toBe(intl(new Date(when)));
    }
    expect(formatTime(summer)).toBe('12:05 UTC');
    expect(() => formatTime('not a date', 'UTC')).toThrow(RangeError);
  });

  it('moves the date across midnight with the zone', () => {
    expect(formatDate('2026-03-01T02:00:00Z', 'UTC')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01T02:00:00Z', 'PST')).toBe('28 Feb 2026');
    expect(formatLongDate('2026-03-01T02:00:00Z', 'EST')).toBe('28 February 2026');
  });
});
