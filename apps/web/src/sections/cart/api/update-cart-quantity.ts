// PATCH /api/v1/cart/{id} with delta ±1 (docs/product.md#checkout: quantity goes up or down by one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import type { CartMessageAnswer } from './add-to-cart';
import { refreshAfterCartChange } from './get-cart';
import { queueCartRequest } from './cart-queue';

export function updateCartQuantity({ id, delta }: { id: string; delta: 1 | -1 }): Promise<CartMessageAnswer> {
  return queueCartRequest(() => api.patch<CartMessageAnswer>(`/cart/${encodeURIComponent(id)}`, { delta }));
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: updateCartQuantity,
    onSuccess: (answer) => refreshAfterCartChange(queryClient, owner, answer.items),
    onError: () => refreshAfterCartChange(queryClient, owner),
  });
}
