import type { TDeskChange, TDeskPartnership } from '../../../core/contract/desk';

/** "4,138". */
export const count = (n: number) => n.toLocaleString('en-US');

/** "Imported 2 brands and 10 partnerships" style lists: "a", "a and b", "a, b and c". */
export function listText(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "3 brands", "1 brand". */
export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** A deal's years: "2019–2024", "since 2019 · until 2027", "ended 2024", "until 2027" or "Not known". */
export function yearsText(p: Pick<TDeskPartnership, 'startYear' | 'endYear' | 'untilYear'>): string {
  const { startYear: start, endYear: end, untilYear: until } = p;
  if (start != null && end != null) return start === end ? String(start) : `${start}–${end}`;
  if (end != null) return `ended ${end}`;
  const parts: string[] = [];
  if (start != null) parts.push(`since ${start}`);
  if (until != null) parts.push(`until ${until}`);
  return parts.length ? parts.join(' · ') : 'Not known';
}

export const statusLabel: Record<TDeskPartnership['status'], string> = {
  active: 'Active',
  expiring: 'Expiring',
  ended: 'Ended',
  unconfirmed: 'Unconfirmed',
};
export const statusClass: Record<TDeskPartnership['status'], string> = {
  active: 'bg-emerald-500/15 text-emerald-200',
  expiring: 'bg-amber-500/15 text-amber-200',
  ended: 'bg-ink-700 text-slate-300',
  unconfirmed: 'bg-sky-500/15 text-sky-200',
};

export const originLabel: Record<TDeskPartnership['origin'], string> = {
  dataset: 'Dataset',
  edit: 'Edited',
  desk: 'Added on the desk',
  import: 'Imported',
};

export const actionLabel: Record<TDeskChange['action'], string> = {
  create: 'Added',
  update: 'Edited',
  end: 'Ended',
  confirm: 'Confirmed',
  import: 'Imported',
  undo: 'Undone',
  resolve: 'Conflict resolved',
};

export const recordLabel: Record<TDeskChange['record'], string> = {
  brand: 'Brand',
  property: 'Property',
  athlete: 'Athlete',
  partnership: 'Partnership',
};

const fieldNames: Record<string, string> = {
  type: 'Type',
  tier: 'Tier',
  role: 'Role',
  startYear: 'Start year',
  endYear: 'End year',
  untilYear: 'Until year',
  partnerName: "Partner's name during the deal",
  confidence: 'Confidence',
  asOf: 'As of',
  citation: 'Citation',
  reported: 'Reported value',
  name: 'Name',
  fullName: 'Name',
  aliases: 'Aliases',
  industry: 'Industry',
  sector: 'Sector',
  headquarters: 'Headquarters',
  groupId: 'Group',
  kind: 'Kind',
  sport: 'Sport',
  region: 'Region',
  country: 'Country',
  parentId: 'Parent',
  currentTeam: 'Current team',
  nationality: 'Country',
  position: 'Position',
  birthYear: 'Birth year',
  brandId: 'Brand',
  partnerId: 'Partner',
  partnerKind: 'Partner kind',
};

/** A stored field's name as people read it ("startYear" → "Start year"). */
export const fieldLabel = (field: string) => fieldNames[field] ?? field;

/** A reported value: "USD 12,000,000 (2023, Forbes)". */
function reportedText(v: Record<string, unknown>): string {
  const amount = typeof v.amount === 'number' ? count(v.amount) : String(v.amount ?? '');
  const extra = [v.year, v.publisher].filter((x) => x != null && x !== '').join(', ');
  const note = typeof v.note === 'string' && v.note ? ` – ${v.note}` : '';
  return `${v.currency ?? ''} ${amount}${extra ? ` (${extra})` : ''}${note}`.trim();
}

/** Any stored value as text: none, a list, a reported value, or the value itself. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (Array.isArray(v)) return v.length ? v.map((x) => valueText(x)).join(', ') : 'none';
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('amount' in o && 'currency' in o) return reportedText(o);
    return Object.entries(o)
      .map(([k, x]) => `${fieldLabel(k)}: ${valueText(x)}`)
      .join('; ');
  }
  if (typeof v === 'number') return String(v);
  return String(v);
}
