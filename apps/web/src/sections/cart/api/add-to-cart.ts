// POST /api/v1/cart (docs/product.md#checkout): every item becomes a hold of 7 minutes, for guests too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingType } from '@courtside/core/enums';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import { cartClaim, queueCartRequestOnce } from './cart-queue';
import { refreshAfterCartChange } from './get-cart';

export interface AddToCartItem {
  resourceId: string;
  start: string;
  end: string;
  bookingType: BookingType;
  quantity: number;
  subscriptionId?: string;
  sessionId?: string;
}

export interface CartMessageAnswer {
  status: number;
  message: string;
  items: CartItemDto[];
}

export function addToCart(items: AddToCartItem[]): Promise<CartMessageAnswer> {
  return queueCartRequestOnce(JSON.stringify(items), () =>
    api.post<CartMessageAnswer>('/cart', { items }, { headers: { 'X-Cart-Claim': cartClaim() } }),
  );
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => refreshAfterCartChange(queryClient, owner, answer.items),
    // A refused hold means the grid we show is stale: fetch it again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
