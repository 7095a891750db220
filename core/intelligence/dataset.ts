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
  tier: 'Premium' | 'Standard';
  startYear: number | null;
  endYear: number | null;
  source: Source;
  sourceName: string;
}

export interface Dataset {
  version: number;
  checksum: string;
  credits: string[];
  counts: Record<string, number>;
  brands: DatasetBrand[];
  properties: DatasetProperty[];
  athletes: DatasetAthlete[];
  partnerships: DatasetPartnership[];
  memberships: { teamId: string; leagueId: string }[];
}
