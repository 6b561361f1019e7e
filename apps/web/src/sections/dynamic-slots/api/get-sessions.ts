// Public data of /dynamic-slots: GET /api/v1/dynamic-slots (sessions and special prices),
// GET /api/v1/resources (court names) and GET /api/v1/sessions/players (who joined).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { api } from '../../../lib/api-client';

/** A session or special price as the API sends it (course dates carry their course's id). */
export type DynamicSlot = DynamicSlotDto;

export interface Court {
  id: string;
  name: string;
  category: string;
  spaceType: 'indoor' | 'outdoor';
}

export interface SessionPlayers {
  sessionId: string;
  placesTaken: number;
  players: { initials: string; places: number }[];
}

export const upcomingSlotsQuery = (from: string) =>
  queryOptions({
    queryKey: ['dynamic-slots', 'upcoming', from],
    queryFn: ({ signal }) =>
      api.get<{ rows: DynamicSlot[]; count: number }>('/dynamic-slots', {
        query: { from, status: 'active', limit: 200 },
        signal,
      }),
    staleTime: 30_000,
  });

export const courtsQuery = () =>
  queryOptions({
    queryKey: ['resources'],
    queryFn: ({ signal }) => api.get<{ rows: Court[]; count: number }>('/resources', { signal }),
    staleTime: 10 * 60_000,
  });

export const sessionPlayersQuery = (ids: string[]) =>
  queryOptions({
    queryKey: ['sessions', 'players', ids],
    queryFn: ({ signal }) =>
      api.get<{ rows: SessionPlayers[]; count: number }>('/sessions/players', {
        query: { ids: ids.join(',') },
        signal,
      }),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });

export const dynamicSlotQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['dynamic-slots', 'one', id],
    queryFn: ({ signal }) => api.get<DynamicSlot>(`/dynamic-slots/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 30_000,
  });

export function useDynamicSlot(id: string | null) {
  return useQuery(dynamicSlotQuery(id));
}

export function useUpcomingSlots(from: string) {
  return useQuery(upcomingSlotsQuery(from));
}

export function useCourts() {
  return useQuery(courtsQuery());
}

export function useSessionPlayers(ids: string[]) {
  return useQuery(sessionPlayersQuery(ids));
}
