// PATCH /api/v1/cart/extend: one action extends every hold of the cart (at most 3 times,
// docs/product.md#holds; WCAG 2.2.1 timing adjustable).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import type { CartMessageAnswer } from './add-to-cart';
import { refreshAfterCartChange } from './get-cart';
import { queueCartRequest } from './cart-queue';

export function extendCart(): Promise<CartMessageAnswer> {
  return queueCartRequest(() => api.patch<CartMessageAnswer>('/cart/extend', {}));
}

export function useExtendCart() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: extendCart,
    onSuccess: (answer) => refreshAfterCartChange(queryClient, owner, answer.items),
  });
}
