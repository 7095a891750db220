import { useQuery } from '@tanstack/react-query';
import type { DeskEntityKind } from '../../../../core/contract/desk';
import { deskKey } from './keys';
import { listEntities } from './use-desk-entities';

/** The typeahead's suggestions: the first few names matching what was typed. */
export function useEntitySearch(kind: DeskEntityKind, q: string) {
  return useQuery({
    queryKey: [...deskKey, kind, 'search', q],
    queryFn: ({ signal }) => listEntities(kind, { q, limit: 8 }, signal),
    enabled: q.trim().length > 0,
    staleTime: 30_000,
  });
}
