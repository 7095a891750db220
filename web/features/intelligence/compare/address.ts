import { COMPARE_MAX, splitBrands } from '../../../../core/contract/compare';

/** The brands a /compare address names (?brands=Puma,Adidas,New%20Balance): each once, at most four. */
export function readBrands(search: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of splitBrands(new URLSearchParams(search).get('brands') ?? '')) {
    const key = name.toLowerCase();
    if (seen.has(key) || name.length > 100) continue;
    seen.add(key);
    out.push(name);
  }
  return out.slice(0, COMPARE_MAX);
}

/** The query of a /compare address: commas kept as they are, so the address reads as the list it is. */
export function compareSearch(brands: readonly string[]): string {
  return brands.length ? `?brands=${brands.map((b) => encodeURIComponent(b)).join(',')}` : '';
}

/** A link to compare these brands (the brand view's competitors panel: the brand and its closest rivals). */
export function compareHref(brands: readonly string[]): string {
  return `/compare${compareSearch(brands.slice(0, COMPARE_MAX))}`;
}
