// GET /api/v1/calendar/overview: free slots per day and court for a week or a month.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DayStatus = 'closed' | 'past' | 'not_yet' | 'full' | 'few' | 'free';

export interface DayCount {
  date: string;
  total: number;
  free: number;
  sessions: number;
  sessionPlaces: number;
  status: DayStatus;
}

export interface CalendarOverview {
  timezone: string;
  from: string;
  to: string;
  today: string;
  days: DayCount[];
  courts: {
    resourceId: string;
    name: string;
    category: string;
    spaceType: 'indoor' | 'outdoor';
    days: { date: string; total: number; free: number }[];
  }[];
  count: number;
}

export interface OverviewParams {
  from: string;
  days: number;
  spaceType: 'all' | 'indoor' | 'outdoor';
}

export const calendarOverviewQuery = (params: OverviewParams) =>
  queryOptions({
    queryKey: ['calendar-overview', params],
    queryFn: ({ signal }) => api.get<CalendarOverview>('/calendar/overview', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCalendarOverview(params: OverviewParams) {
  return useQuery(calendarOverviewQuery(params));
}
