import { BRAND_FIRST_SCREEN_DEALS, type TBrandData } from '../../core/contract/intelligence';
import type { TBrandProfile } from '../../core/contract/profile';
import { brandOverview } from '../../core/widgets/figures';

/** The brand data API's answer for a profile: every deal, with the overview the server adds. */
export const brandAnswer = (profile: TBrandProfile): TBrandData => ({
  ...profile,
  overview: brandOverview(profile),
});

/** The path a brand view asks first (the first screen's deals). */
export const firstScreenPath = (name: string) =>
  `/api/brand/${encodeURIComponent(name)}/data?first=${BRAND_FIRST_SCREEN_DEALS}`;
