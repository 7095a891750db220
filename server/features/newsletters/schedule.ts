import { TZDate } from '@date-fns/tz';

export const SEND_ZONE = 'Europe/London';
const FRIDAY = 5;

/** The coming Friday at 12:30 London time (next week's when this Friday's has passed). */
export function nextFridayLunch(now: Date = new Date()): Date {
  const london = new TZDate(now.getTime(), SEND_ZONE);
  const ahead = (FRIDAY - london.getDay() + 7) % 7;
  let at = new TZDate(london.getFullYear(), london.getMonth(), london.getDate() + ahead, 12, 30, SEND_ZONE);
  if (at.getTime() <= now.getTime()) {
    at = new TZDate(london.getFullYear(), london.getMonth(), london.getDate() + ahead + 7, 12, 30, SEND_ZONE);
  }
  return new Date(at.getTime());
}
