// GET /api/v1/slots-info/all (docs/product.md#api): how each court is scheduled on a date — season,
// opening hours per weekday, slot length, prices. The abo form builds its choices from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { slotsInfoRowSchema } from '@courtside/core/booking-schemas';
import { api } from '../../../lib/api-client';

export type SlotsInfoRow = z.infer<typeof slotsInfoRowSchema>;

export interface SlotsInfoAnswer {
  date: string;
  timezone: string;
  rows: SlotsInfoRow[];
  count: number;
}

export function getSlotsInfo(date: string, signal?: AbortSignal): Promise<SlotsInfoAnswer> {
  return api.get<SlotsInfoAnswer>('/slots-info/all', { query: { date }, signal });
}

export const slotsInfoQuery = (date: string) =>
  queryOptions({
    queryKey: ['slots-info', date],
    queryFn: ({ signal }) => getSlotsInfo(date, signal),
    staleTime: 5 * 60_000,
  });

export function useSlotsInfo(date: string) {
  return useQuery(slotsInfoQuery(date));
}
