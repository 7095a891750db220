import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type DeskEntityKind,
  deskAthleteEndpoints,
  deskBrandEndpoints,
  deskPropertyEndpoints,
} from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import type { DeskEntityPage } from './entity-types';
import { deskKey } from './keys';

type Query = { q?: string | undefined; limit?: number | undefined; offset?: number | undefined };

/** One page of brands, properties or athletes matching a name or alias. */
export async function listEntities(kind: DeskEntityKind, query: Query, signal?: AbortSignal) {
  const input = { query, signal };
  if (kind === 'brand') {
    const page = await call(deskBrandEndpoints.list, input);
    return { ...page, rows: page.rows.map((row) => ({ kind, row })) } as DeskEntityPage;
  }
  if (kind === 'property') {
    const page = await call(deskPropertyEndpoints.list, input);
    return { ...page, rows: page.rows.map((row) => ({ kind, row })) } as DeskEntityPage;
  }
  const page = await call(deskAthleteEndpoints.list, input);
  return { ...page, rows: page.rows.map((row) => ({ kind, row })) } as DeskEntityPage;
}

/** The Brands, Properties or Athletes tab's page. */
export function useDeskEntities(kind: DeskEntityKind, q: string, offset: number) {
  return useQuery({
    queryKey: [...deskKey, kind, 'list', q, offset],
    queryFn: ({ signal }) => listEntities(kind, { q: q || undefined, offset: offset || undefined }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
