import {
  COMPARE_COUNT_MESSAGE,
  COMPARE_MAX,
  COMPARE_MIN,
  type TComparison,
} from '../../core/contract/compare';
import { compareProfiles } from '../../core/widgets/compare';
import { HttpError } from '../plugins/errors';
import type { Catalog, CatalogEntry } from './catalog';
import { resolveBrand } from './partnerships';
import { brandData } from './queries';

/**
 * The brands a comparison names, resolved as the brand view resolves a name (aliases, any case): a
 * 400 for fewer than two, more than four or one brand named twice, a 404 naming the closest brands
 * for a name the dataset does not hold.
 */
export function resolveCompared(catalog: Catalog, names: readonly string[]): CatalogEntry[] {
  if (names.length < COMPARE_MIN || names.length > COMPARE_MAX)
    throw new HttpError(400, COMPARE_COUNT_MESSAGE);
  const entries = names.map((name) => resolveBrand(catalog, name));
  const seen = new Map<string, string>();
  entries.forEach((e, i) => {
    const first = seen.get(e.id);
    if (first !== undefined)
      throw new HttpError(
        400,
        `"${first}" and "${names[i]}" both name ${e.name}: compare ${names.length} different brands.`,
      );
    seen.set(e.id, names[i]!);
  });
  return entries;
}

/**
 * Two to four brands side by side (GET /api/compare and the compare_brands MCP tool), from the
 * brand profiles the brand view shows (core/widgets/compare.ts); made once per catalogue and set
 * of brands.
 */
export function compareBrands(catalog: Catalog, names: readonly string[]): TComparison {
  const entries = resolveCompared(catalog, names);
  const key = `compare|${entries.map((e) => e.id).join(',')}`;
  const cached = catalog.memo.get(key) as TComparison | undefined;
  if (cached) return cached;
  const comparison = compareProfiles(
    entries.map((e) => brandData(catalog, e.name)),
    catalog.universe.now,
  );
  catalog.memo.set(key, comparison);
  return comparison;
}
