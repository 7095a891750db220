/**
 * When the data on a page was last checked: the latest "as of" date of its deals (a curated
 * fact's check date, YYYY-MM or YYYY-MM-DD). Open-data rows carry no check date of their own.
 */
export function latestAsOf(deals: readonly { asOf: string | null }[]): string | null {
  let latest: string | null = null;
  for (const d of deals) if (d.asOf && (latest === null || d.asOf > latest)) latest = d.asOf;
  return latest;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "October 2026" for 2026-10, "5 October 2026" for 2026-10-05; anything else as it is. */
export function asOfText(asOf: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(asOf);
  const month = m && months[Number(m[2]) - 1];
  if (!m || !month) return asOf;
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}

/** "October 2026", or "Not available" when no deal shown has a check date. */
export function lastCheckedText(deals: readonly { asOf: string | null }[]): string {
  const latest = latestAsOf(deals);
  return latest ? asOfText(latest) : 'Not available';
}
