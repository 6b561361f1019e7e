import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { api } from '../../../../lib/api-client';

export interface DynamicSlotFilter {
  from?: string;
  kind?: string;
  status: 'active' | 'cancelled' | 'all';
  limit: number;
  offset: number;
}

/** GET /dynamic-slots — sessions, special prices and blocks with their places taken. */
export const getDynamicSlots = (f: DynamicSlotFilter) =>
  api.get<{ rows: DynamicSlotDto[]; count: number }>('/dynamic-slots', { query: { ...f } });

export const dynamicSlotsQuery = (f: DynamicSlotFilter) =>
  queryOptions({
    queryKey: ['dynamic-slots', f],
    queryFn: () => getDynamicSlots(f),
    placeholderData: keepPreviousData,
  });

export const useDynamicSlots = (f: DynamicSlotFilter) => useQuery(dynamicSlotsQuery(f));
