// Rentals for the desk (docs/product/shop.md#hand-out): a booking's rentals and the day's hand-out list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRentalDto, HandOutRowDto } from '@courtside/core/rentals';
import { api } from '../../../../lib/api-client';

export const staffRentalKeys = {
  ofBooking: (bookingId: string) => ['staff', 'rentals', 'booking', bookingId] as const,
  handOut: (date: string | undefined) => ['staff', 'rentals', 'hand-out', date ?? 'today'] as const,
};

export const bookingRentalsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: staffRentalKeys.ofBooking(bookingId),
    queryFn: ({ signal }) =>
      api.get<{ rows: BookingRentalDto[]; count: number }>(`/staff/bookings/${encodeURIComponent(bookingId)}/rentals`, {
        signal,
      }),
    select: (answer) => answer.rows,
  });

export function useBookingRentals(bookingId: string) {
  return useQuery(bookingRentalsQuery(bookingId));
}

export const handOutQuery = (date?: string) =>
  queryOptions({
    queryKey: staffRentalKeys.handOut(date),
    queryFn: ({ signal }) =>
      api.get<{ date: string; rows: HandOutRowDto[]; count: number }>('/staff/rentals/hand-out', {
        signal,
        ...(date ? { query: { date } } : {}),
      }),
    refetchInterval: 60_000,
  });

export function useHandOut(date?: string) {
  return useQuery(handOutQuery(date));
}
