import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { api } from '../../../../lib/api-client';

/** GET /availability?date= — the priced slots of every court on a date (for the price bounds). */
export const getDayGrid = (date: string) => api.get<AvailabilityAnswer>('/availability', { query: { date } });

export const dayGridQuery = (date: string) =>
  queryOptions({ queryKey: ['availability', date], queryFn: () => getDayGrid(date) });

export const useDayGrid = (date: string | undefined) =>
  useQuery({ ...dayGridQuery(date ?? ''), enabled: Boolean(date) });
