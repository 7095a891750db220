import { useQuery } from '@tanstack/react-query';
import {
  type DeskEntityKind,
  deskAthleteEndpoints,
  deskBrandEndpoints,
  deskPropertyEndpoints,
} from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import type { AthleteRecord, BrandRecord, DeskEntityRecord, PropertyRecord } from './entity-types';
import { deskKey } from './keys';

export const entityKey = (kind: DeskEntityKind, id: string) => [...deskKey, kind, 'record', id] as const;

async function showEntity(kind: DeskEntityKind, id: string, signal: AbortSignal): Promise<DeskEntityRecord> {
  const input = { params: { id }, signal };
  if (kind === 'brand') {
    const { record, ...rest } = (await call(deskBrandEndpoints.show, input)) as BrandRecord;
    return { entity: { kind, row: record }, ...rest };
  }
  if (kind === 'property') {
    const { record, ...rest } = (await call(deskPropertyEndpoints.show, input)) as PropertyRecord;
    return { entity: { kind, row: record }, ...rest };
  }
  const { record, ...rest } = (await call(deskAthleteEndpoints.show, input)) as AthleteRecord;
  return { entity: { kind, row: record }, ...rest };
}

/** One brand, property or athlete with its history. */
export function useDeskEntity(kind: DeskEntityKind, id: string | null) {
  return useQuery({
    queryKey: entityKey(kind, id ?? ''),
    queryFn: ({ signal }) => showEntity(kind, id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
