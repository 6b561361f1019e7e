// GET /api/v1/availability: every court of a location on a local date with each slot's state and
// price in cents. Category and space type are filtered on the client so the filter
// options stay visible and switching them is instant.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { api } from '../../../lib/api-client';

export interface AvailabilityParams {
  date: string;
  locationId?: string | null;
}

export const availabilityKeys = {
  all: ['availability'] as const,
  day: (params: AvailabilityParams) => ['availability', params.date, params.locationId ?? 'all'] as const,
};

export function getAvailability(params: AvailabilityParams, signal?: AbortSignal): Promise<AvailabilityAnswer> {
  return api.get<AvailabilityAnswer>('/availability', {
    query: { date: params.date, locationId: params.locationId ?? undefined },
    signal,
  });
}

export const availabilityQuery = (params: AvailabilityParams) =>
  queryOptions({
    queryKey: availabilityKeys.day(params),
    queryFn: ({ signal }) => getAvailability(params, signal),
    staleTime: 10_000,
  });

/** With `isLive` false (no event stream) the grid polls so it never goes badly stale. */
export function useAvailability(params: AvailabilityParams, isLive: boolean) {
  return useQuery({
    ...availabilityQuery(params),
    refetchInterval: isLive ? false : 20_000,
    placeholderData: (previous) => previous,
  });
}
