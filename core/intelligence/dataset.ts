/** The shape of data/dataset.json (our own schema, written by scripts/build-data.mjs). */
export type Source = 'verified' | 'curated' | 'modelled';

export interface DatasetBrand {
  id: string;
  name: string;
  aliases: string[];
  industry: string;
  sector: string | null;
  headquarters: string | null;
  founded: number | null;
  groupId: string | null;
  source: Source;
  sourceName: string;
}

export interface DatasetProperty {
  id: string;
  name: string;
  aliases: string[];
  kind: 'team' | 'league' | 'event' | 'federation';
  sport: string;
  region: string;
  country: string | null;
  /** The federation or league that runs this competition, if any. */
  parentId: string | null;
  source: Source;
  sourceName: string;
}

export interface DatasetAthlete {
  id: string;
  fullName: string;
  aliases: string[];
  sport: string;
  currentTeam: string | null;
  nationality: string | null;
  position: string | null;
  birthYear: number | null;
  nationalTeamId: string | null;
  source: Source;
  sourceName: string;
}

export interface DatasetPartnership {
  id: string;
  brandId: string;
  propertyId: string | null;
  athleteId: string | null;
  type: string;
  role: string | null;
  startYear: number | null;
  /** Last year the deal ran; null while it runs. */
  endYear: number | null;
  /** Announced final year of a running deal. */
  untilYear: number | null;
  /** The partner's name during the deal, when it differed. */
  partnerName: string | null;
  /** The league-wide deal a team's row is part of ("NBA"). */
  partOf: string | null;
  confidence: 'high' | 'medium';
  asOf: string | null;
  citation: string;
  /** Pages that state the deal (at most three), as found when the row was checked; curated rows only. */
  evidence?: Evidence[];
  reported: Reported | null;
  source: Source;
  sourceName: string;
}

/**
 * A page that states a deal: its https address and title as found (null when the page gave none),
 * and the day it was seen (YYYY-MM-DD).
 */
export interface Evidence {
  url: string;
  title: string | null;
  seen: string;
}

/** A published annual value of a deal, with its publisher. */
export interface Reported {
  amount: number;
  currency: string;
  year: number;
  publisher: string;
  note: string | null;
  /** Paid by a company of the partner's owner: a reported fact, but no market price. */
  relatedParty?: boolean;
}

export interface Dataset {
  version: number;
  checksum: string;
  builtAt?: string;
  credits: string[];
  counts: Record<string, number>;
  brands: DatasetBrand[];
  properties: DatasetProperty[];
  athletes: DatasetAthlete[];
  partnerships: DatasetPartnership[];
  memberships: { teamId: string; leagueId: string }[];
}
