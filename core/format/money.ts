/**
 * Compact money: 1e9 and above as B with one decimal, 1e6 as M, 1e3 as K (spec 02 section 9); below
 * ten of a unit, one decimal when it is not zero ($1.5M, not $2M beside a reported £1.5m).
 */
export function formatMoney(value: number, currency = '$'): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  // Decide the unit on the rounded figure, so 999,999 reads $1M rather than $1000K.
  const millions = Math.round(abs / 1e6);
  const thousands = Math.round(abs / 1e3);
  let body: string;
  if (abs >= 1e9 || millions >= 1000) body = `${(abs / 1e9).toFixed(1)}B`;
  else if (abs >= 1e6 || thousands >= 1000) body = `${underTen(abs / 1e6) ?? Math.max(1, millions)}M`;
  else if (abs >= 1e3 || Math.round(abs) >= 1000) body = `${underTen(abs / 1e3) ?? Math.max(1, thousands)}K`;
  else body = `${Math.round(abs)}`;
  return `${sign}${currency}${body}`;
}

/** A figure under ten of its unit with one decimal, dropped when zero ("1.5", "2"); null from ten up. */
function underTen(units: number): string | null {
  const tenths = Math.round(units * 10);
  if (tenths >= 100) return null;
  return tenths % 10 === 0 ? String(Math.max(1, tenths / 10)) : (tenths / 10).toFixed(1);
}

/** Money in millions with one decimal, as the brand view shows it. */
export function formatMillions(value: number, currency = '$'): string {
  return `${currency}${(value / 1e6).toFixed(1)}M`;
}
