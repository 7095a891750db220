import type {
  TDeskChange,
  TDeskPartnership,
  TDeskPartnershipPage,
  TDeskPartnershipRecord,
} from '../../../core/contract/desk';

/** A deal as the desk lists it (tests). */
export const deal = (over: Partial<TDeskPartnership> = {}): TDeskPartnership => ({
  id: 'p1',
  brand: { id: 'nike', name: 'Nike' },
  partner: { kind: 'property', id: 'arsenal', name: 'Arsenal', type: 'team' },
  sport: 'Football',
  type: 'Kit supplier',
  tier: 'Premium',
  role: null,
  startYear: 2019,
  endYear: null,
  untilYear: 2030,
  partnerName: null,
  partOf: null,
  status: 'active',
  confidence: 'high',
  asOf: '2023-05',
  citation: 'Arsenal press release, 2019',
  reported: null,
  source: 'curated',
  sourceName: 'Curated',
  origin: 'dataset',
  needsReview: false,
  ...over,
});

export const listPage = (
  rows: TDeskPartnership[],
  over: Partial<TDeskPartnershipPage> = {},
): TDeskPartnershipPage => ({
  total: rows.length,
  offset: 0,
  limit: 50,
  rows,
  counts: { needsReview: 12, edited: 3, conflicts: 2 },
  sports: ['Football', 'Tennis'],
  types: ['Kit supplier', 'Sponsor'],
  ...over,
});

export const change = (over: Partial<TDeskChange> = {}): TDeskChange => ({
  id: 'c1',
  record: 'partnership',
  recordId: 'p1',
  label: 'Nike – Arsenal (Kit supplier)',
  action: 'update',
  by: 'editor@example.test',
  at: '2026-03-01T12:00:00.000Z',
  citation: 'The Athletic, March 2026',
  fields: [{ field: 'untilYear', before: 2028, after: 2030 }],
  ...over,
});

export const record = (
  p: TDeskPartnership = deal(),
  history: TDeskChange[] = [],
  undoable: string | null = null,
): TDeskPartnershipRecord => ({ record: p, history, undoable });
