import type { z } from 'zod';
import type {
  DeskEntityKind,
  TDeskAthlete,
  TDeskAthleteInput,
  TDeskBrand,
  TDeskBrandInput,
  TDeskChange,
  TDeskProperty,
  TDeskPropertyInput,
  ZDeskAthleteRecord,
  ZDeskBrandRecord,
  ZDeskPropertyRecord,
} from '../../../../core/contract/desk';

/**
 * The show, create and update answers. The contract's entity endpoints type their record as any
 * zod type (its helper is not generic in it), so the calls name the schema's type here.
 */
export type BrandRecord = z.infer<typeof ZDeskBrandRecord>;
export type PropertyRecord = z.infer<typeof ZDeskPropertyRecord>;
export type AthleteRecord = z.infer<typeof ZDeskAthleteRecord>;

/** A brand, property or athlete as the desk lists it, told apart by its kind. */
export type DeskEntity =
  | { kind: 'brand'; row: TDeskBrand }
  | { kind: 'property'; row: TDeskProperty }
  | { kind: 'athlete'; row: TDeskAthlete };

export type DeskEntityInput = TDeskBrandInput | TDeskPropertyInput | TDeskAthleteInput;

export interface DeskEntityPage {
  total: number;
  offset: number;
  limit: number;
  rows: DeskEntity[];
}

export interface DeskEntityRecord {
  entity: DeskEntity;
  history: TDeskChange[];
  undoable: string | null;
}

export type { DeskEntityKind };
