/** A column per brand where the screen is wide enough: two on a tablet, three or four side by side on a wide screen. */
export function columns(brands: number): string {
  if (brands >= 4) return 'sm:grid-cols-2 xl:grid-cols-4';
  if (brands === 3) return 'sm:grid-cols-2 lg:grid-cols-3';
  return 'sm:grid-cols-2';
}
