import type { Universe } from '../../core/intelligence/engine/universe';
import { type Alert, alertFeed, type CategoryTrend } from '../../core/widgets/alerts';

/** Every category of a brand with deals, with its deal starts of the last ten years. */
export function categoryTrends(u: Universe): CategoryTrend[] {
  const categories = new Set<Parameters<Universe['categoryTrend']>[0]>();
  for (const id of u.brandIds()) {
    const s = u.brandSummary(id);
    if (s && s.category !== 'Other') categories.add(s.category);
  }
  return [...categories].sort().map((category) => ({ category, trend: u.categoryTrend(category) }));
}

/** The feed of one computation of the dataset: raised when the engine computed it. */
export function buildFeed(u: Universe): Alert[] {
  return alertFeed({
    deals: u.allDeals(),
    trends: categoryTrends(u),
    year: u.year,
    raisedAt: u.now.toISOString(),
  });
}
