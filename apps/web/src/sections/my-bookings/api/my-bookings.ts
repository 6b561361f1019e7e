// The signed-in customer's bookings and what can be done with them: GET /bookings?mine=true,
// GET /bookings/:id/cancellation-quote, POST /bookings/:id/cancel, GET /invoices (own) and the
// personal calendar feed (GET /calendar/feed, POST /calendar/feed/reset).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, CancellationQuoteAnswer } from '@courtside/core/booking-schemas';
import { api } from '../../../lib/api-client';
import { myBookingsKeys as keys } from './keys';

export type CancellationQuote = CancellationQuoteAnswer;

export interface InvoiceSummary {
  id: string;
  orderId: string | null;
  kind: string;
  number: string;
  status: string;
}

export interface CalendarFeed {
  url: string;
  webcalUrl: string;
  createdAt: string;
  lastFetchedAt: string | null;
}

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: keys.bookings,
    queryFn: ({ signal }) =>
      api.get<{ rows: BookingDto[]; count: number }>('/bookings', { query: { mine: 'true', limit: 500 }, signal }),
  });

export function useMyBookings() {
  return useQuery(myBookingsQuery());
}

export function useCancellationQuote(id: string | null) {
  return useQuery({
    queryKey: keys.quote(id ?? ''),
    queryFn: ({ signal }) => api.get<CancellationQuote>(`/bookings/${id}/cancellation-quote`, { signal }),
    enabled: Boolean(id),
    // The outcome depends on the clock: never show an old answer.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ booking: BookingDto; refund: 'full' | 'credit' | 'none' }>(`/bookings/${id}/cancel`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.bookings });
      void queryClient.invalidateQueries({ queryKey: keys.invoices });
    },
  });
}

export function useMyInvoices() {
  return useQuery({
    queryKey: keys.invoices,
    queryFn: ({ signal }) =>
      api.get<{ rows: InvoiceSummary[]; count: number }>('/invoices', { query: { limit: 100 }, signal }),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: keys.feed,
    queryFn: ({ signal }) => api.get<CalendarFeed>('/calendar/feed', { signal }),
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/calendar/feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData(keys.feed, feed),
  });
}
