import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Calendar } from '@courtside/core/dashboard-schemas';
import { api } from '../../../lib/api-client';

export type { Calendar };

export const useCalendar = (from: string, days: number, resourceId?: string) =>
  useQuery({
    queryKey: ['dashboard', 'calendar', from, days, resourceId ?? ''],
    queryFn: ({ signal }) => api.get<Calendar>('/dashboard/calendar', { query: { from, days, resourceId }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
