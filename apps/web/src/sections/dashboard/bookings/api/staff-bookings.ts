// Staff bookings: the list, one booking's detail, and the desk actions.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEntry, StaffBookingDetail, StaffBookingRow } from '@courtside/core/dashboard-schemas';
import { api } from '../../../../lib/api-client';

export type { CalendarEntry, StaffBookingDetail, StaffBookingRow };
export type ListParams = Record<string, string | number>;

export const staffBookingKeys = {
  all: ['dashboard', 'bookings'] as const,
  list: (params: ListParams) => ['dashboard', 'bookings', 'list', params] as const,
  detail: (id: string) => ['dashboard', 'bookings', 'detail', id] as const,
};

export const staffBookingsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: staffBookingKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<{ rows: StaffBookingRow[]; count: number; isCountCapped?: boolean }>('/dashboard/bookings', {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffBookings = (params: ListParams, enabled = true) =>
  useQuery({ ...staffBookingsQuery(params), enabled });

export const staffBookingQuery = (id: string) =>
  queryOptions({
    queryKey: staffBookingKeys.detail(id),
    queryFn: ({ signal }) => api.get<StaffBookingDetail>(`/dashboard/bookings/${encodeURIComponent(id)}`, { signal }),
  });

export const useStaffBooking = (id: string) => useQuery(staffBookingQuery(id));

export type StaffAction =
  | { kind: 'cancel'; refund?: 'full' | 'credit' | 'none'; reason?: string }
  | { kind: 'check-in' }
  | { kind: 'no-show' }
  | { kind: 'move'; resourceId?: string; start: string; end?: string; reason?: string };

export function runStaffAction(id: string, action: StaffAction): Promise<unknown> {
  const { kind, ...body } = action;
  return api.post(
    `/staff/bookings/${encodeURIComponent(id)}/${kind}`,
    kind === 'check-in' || kind === 'no-show' ? undefined : body,
  );
}

/** Every staff action refreshes the lists, the calendar and the overview that show the booking. */
export function useStaffAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: StaffAction) => runStaffAction(id, action),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

export function useOrderRefund(orderId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: 'money' | 'credit'; amountCents: number; reason: string }) =>
      api.post(`/orders/${encodeURIComponent(orderId ?? '')}/refund`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

export interface CourtOption {
  id: string;
  name: string;
}

/** The venue's courts (from the calendar of a day: every active court, sorted). */
export const useCourts = (date: string) =>
  useQuery({
    queryKey: ['dashboard', 'courts', date],
    queryFn: ({ signal }) =>
      api
        .get<{ resources: CourtOption[] }>('/dashboard/calendar', { query: { from: date }, signal })
        .then((r) => r.resources),
    staleTime: 5 * 60_000,
  });
