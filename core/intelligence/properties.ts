/** Region filter: case-insensitive; "us" matches North America. */
export function matchesRegion(region: string, filter: string): boolean {
  const f = filter.toLowerCase();
  if (f === 'all' || f === '') return true;
  const r = region.toLowerCase();
  if (f === 'us') return r === 'us' || r.includes('north america') || r.includes('united states');
  // The UK is in Europe (the data names it apart, and the UK filter keeps it alone).
  if (f === 'europe') return r.includes('europe') || r === 'uk';
  return r.includes(f);
}

/** Sport filter: "all" or a sport's name; case-insensitive. */
export function matchesSport(sport: string, filter: string): boolean {
  const f = filter.toLowerCase();
  return f === 'all' || f === '' || sport.toLowerCase() === f;
}
