// GET / PUT /api/v1/cart/delivery: pick-up at the venue or delivery for the venue's flat fee
// (docs/product/shop.md#pick-up-or-delivery). Choosing changes the cart's totals, so the summary is
// fetched again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartDeliveryAnswer, CartDeliveryInput } from '@courtside/core/fulfilment';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../cart/api/get-cart';
import { queueCartRequest } from '../../cart/api/cart-queue';
import { useIsSignedIn } from '../../cart/use-signed-in';

const deliveryKey = (owner: 'guest' | 'user') => ['cart', 'delivery', owner] as const;

export const cartDeliveryQuery = (owner: 'guest' | 'user') =>
  queryOptions({
    queryKey: deliveryKey(owner),
    queryFn: ({ signal }) => api.get<CartDeliveryAnswer>('/cart/delivery', { signal }),
  });

export function useCartDelivery() {
  return useQuery(cartDeliveryQuery(useIsSignedIn() ? 'user' : 'guest'));
}

export function useChooseDelivery() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: (input: CartDeliveryInput) =>
      queueCartRequest(() => api.put<CartDeliveryAnswer>('/cart/delivery', input)),
    onSuccess: async (answer) => {
      queryClient.setQueryData(deliveryKey(owner), answer);
      await queryClient.invalidateQueries({ queryKey: cartKeys.summary(owner) });
    },
  });
}
