// Rentals of a court booking in the cart (docs/product/shop.md#rentals): what it can take
// (GET /cart/bookings/{id}/rentals) and how many (PUT …/{productId}); a change re-reads the totals.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RentalOfferDto } from '@courtside/core/rentals';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import { queueCartRequest } from './cart-queue';
import { cartKeys } from './get-cart';

interface OffersAnswer {
  rows: RentalOfferDto[];
  count: number;
}

export const rentalKeys = {
  offers: (bookingId: string) => ['cart', 'rentals', bookingId] as const,
};

export const rentalOffersQuery = (bookingId: string) =>
  queryOptions({
    queryKey: rentalKeys.offers(bookingId),
    queryFn: ({ signal }) =>
      api.get<OffersAnswer>(`/cart/bookings/${encodeURIComponent(bookingId)}/rentals`, { signal }),
    select: (answer) => answer.rows,
    staleTime: 15_000,
  });

export function useRentalOffers(bookingId: string, isEnabled = true) {
  return useQuery({ ...rentalOffersQuery(bookingId), enabled: isEnabled });
}

export function useSetRental(bookingId: string) {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      queueCartRequest(() =>
        api.put<OffersAnswer>(
          `/cart/bookings/${encodeURIComponent(bookingId)}/rentals/${encodeURIComponent(productId)}`,
          { quantity },
        ),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(rentalKeys.offers(bookingId), answer);
      return queryClient.invalidateQueries({ queryKey: cartKeys.summary(owner) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: rentalKeys.offers(bookingId) }),
  });
}
