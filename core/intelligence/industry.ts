import type { Rng } from './random';

export const industryCategories = [
  'Athletic Apparel',
  'Technology',
  'Financial Services',
  'Automotive',
  'Beverages',
  'Other',
] as const;
export type IndustryCategory = (typeof industryCategories)[number];

/** The budget and bonus category of an industry or GICS sector/sub-industry text. */
export function industryCategory(industry: string, sector?: string | null): IndustryCategory {
  const text = `${industry} ${sector ?? ''}`;
  if (/athletic|footwear|apparel|sporting goods/i.test(text)) return 'Athletic Apparel';
  if (/beverage|soft drink|brewer|distiller|vintner/i.test(text)) return 'Beverages';
  if (/automobile|automotive|motor|tires|tyre/i.test(text)) return 'Automotive';
  if (/financ|bank|insurance|payment|consumer finance|capital markets/i.test(text))
    return 'Financial Services';
  if (
    /technology|software|semiconductor|interactive media|telecom|communications equipment|information technology/i.test(
      text,
    )
  ) {
    return 'Technology';
  }
  return 'Other';
}

/** Generated budget ranges by industry (spec 02 section 9), in dollars. */
export const budgetRanges: Record<IndustryCategory, [number, number]> = {
  'Athletic Apparel': [200e6, 700e6],
  Technology: [150e6, 450e6],
  'Financial Services': [100e6, 500e6],
  Automotive: [200e6, 550e6],
  Beverages: [300e6, 1100e6],
  Other: [50e6, 250e6],
};

/** A modelled annual sponsorship budget, rounded to the million. */
export function modelBudget(rng: Rng, category: IndustryCategory): number {
  const [min, max] = budgetRanges[category];
  return rng.int(min / 1e6, max / 1e6) * 1e6;
}
