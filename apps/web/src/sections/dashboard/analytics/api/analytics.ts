// /analytics/*: one endpoint per chart, each cached by its period.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CancellationsAnswer,
  OccupancyAnswer,
  RevenueAnswer,
  UtilisationAnswer,
  WaitlistDemandAnswer,
} from '@courtside/core/analytics-schemas';
import type { ReportPeriod } from '../../shared/period-types';
import { api } from '../../../../lib/api-client';

export type Period = ReportPeriod;

const query = (p: Period) => ({ from: p.from, to: p.to, locationId: p.locationId });

export const occupancyQuery = (p: Period) =>
  queryOptions({
    queryKey: ['analytics', 'occupancy', p],
    queryFn: () => api.get<OccupancyAnswer>('/analytics/occupancy', { query: query(p) }),
  });
export const revenueQuery = (p: Period) =>
  queryOptions({
    queryKey: ['analytics', 'revenue', p],
    queryFn: () => api.get<RevenueAnswer>('/analytics/revenue', { query: query(p) }),
  });
export const utilisationQuery = (p: Period, granularity: 'day' | 'week') =>
  queryOptions({
    queryKey: ['analytics', 'utilisation', p, granularity],
    queryFn: () => api.get<UtilisationAnswer>('/analytics/utilisation', { query: { ...query(p), granularity } }),
  });
export const cancellationsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['analytics', 'cancellations', p],
    queryFn: () => api.get<CancellationsAnswer>('/analytics/cancellations', { query: query(p) }),
  });

export const useOccupancy = (p: Period) => useQuery(occupancyQuery(p));
export const useRevenue = (p: Period) => useQuery(revenueQuery(p));
export const useUtilisation = (p: Period, granularity: 'day' | 'week') => useQuery(utilisationQuery(p, granularity));
export const useCancellations = (p: Period) => useQuery(cancellationsQuery(p));

export const waitlistDemandQuery = (p: Period) =>
  queryOptions({
    queryKey: ['analytics', 'waitlist-demand', p],
    queryFn: () => api.get<WaitlistDemandAnswer>('/analytics/waitlist-demand', { query: query(p) }),
  });
export const useWaitlistDemand = (p: Period) => useQuery(waitlistDemandQuery(p));
