import { useQueryClient } from '@tanstack/react-query';
import {
  type DeskEntityKind,
  deskAthleteEndpoints,
  deskBrandEndpoints,
  deskPropertyEndpoints,
  type TDeskAthleteInput,
  type TDeskBrandInput,
  type TDeskPropertyInput,
} from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import type {
  AthleteRecord,
  BrandRecord,
  DeskEntityInput,
  DeskEntityRecord,
  PropertyRecord,
} from './entity-types';
import { entityKey } from './use-desk-entity';
import { useReloadDesk } from './use-reload-desk';

async function save(
  kind: DeskEntityKind,
  id: string | null,
  body: DeskEntityInput,
): Promise<DeskEntityRecord> {
  if (kind === 'brand') {
    const b = body as TDeskBrandInput;
    const { record, ...rest } = (
      id
        ? await call(deskBrandEndpoints.update, { params: { id }, body: b })
        : await call(deskBrandEndpoints.create, { body: b })
    ) as BrandRecord;
    return { entity: { kind, row: record }, ...rest };
  }
  if (kind === 'property') {
    const b = body as TDeskPropertyInput;
    const { record, ...rest } = (
      id
        ? await call(deskPropertyEndpoints.update, { params: { id }, body: b })
        : await call(deskPropertyEndpoints.create, { body: b })
    ) as PropertyRecord;
    return { entity: { kind, row: record }, ...rest };
  }
  const b = body as TDeskAthleteInput;
  const { record, ...rest } = (
    id
      ? await call(deskAthleteEndpoints.update, { params: { id }, body: b })
      : await call(deskAthleteEndpoints.create, { body: b })
  ) as AthleteRecord;
  return { entity: { kind, row: record }, ...rest };
}

/** Adds (id null) or replaces (PUT, the whole input) a brand, property or athlete; lists refresh. */
export function useSaveDeskEntity() {
  const client = useQueryClient();
  const reload = useReloadDesk();
  return async (kind: DeskEntityKind, id: string | null, body: DeskEntityInput) => {
    const saved = await save(kind, id, body);
    client.setQueryData(entityKey(kind, saved.entity.row.id), saved);
    await reload();
    return saved;
  };
}
