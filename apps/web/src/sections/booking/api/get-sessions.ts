// GET /api/v1/dynamic-slots?kind=come_together: the open come-together sessions of the booking
// window with their places left, and GET /api/v1/resources for the courts' names and kinds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resourceSchema } from '@courtside/core/booking-schemas';
import type { dynamicSlotDtoSchema } from '@courtside/core/dynamic-slot-schemas';
import { api } from '../../../lib/api-client';

export type SessionDto = z.infer<typeof dynamicSlotDtoSchema>;
export type ResourceDto = z.infer<typeof resourceSchema>;

export function getSessions(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<{ rows: SessionDto[]; count: number }> {
  return api.get('/dynamic-slots', {
    query: { kind: 'come_together', status: 'active', from, to, limit: 200 },
    signal,
  });
}

export const sessionsQuery = (from: string, to: string) =>
  // Under the availability key: a hold, a payment or a live event refreshes the places left too.
  queryOptions({
    queryKey: ['availability', 'sessions', from, to],
    queryFn: ({ signal }) => getSessions(from, to, signal),
    staleTime: 10_000,
  });

export function useSessions(from: string, to: string) {
  return useQuery(sessionsQuery(from, to));
}

export function getResources(signal?: AbortSignal): Promise<{ rows: ResourceDto[]; count: number }> {
  return api.get('/resources', { signal });
}

export function useResources() {
  return useQuery(
    queryOptions({ queryKey: ['resources'], queryFn: ({ signal }) => getResources(signal), staleTime: 5 * 60_000 }),
  );
}
