// DELETE /api/v1/cart/{id}: removes an item and gives its hold back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import type { CartMessageAnswer } from './add-to-cart';
import { refreshAfterCartChange } from './get-cart';
import { queueCartRequest } from './cart-queue';

export function removeCartItem(id: string): Promise<CartMessageAnswer> {
  return queueCartRequest(() => api.delete<CartMessageAnswer>(`/cart/${encodeURIComponent(id)}`));
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (answer) => refreshAfterCartChange(queryClient, owner, answer.items),
    onError: () => refreshAfterCartChange(queryClient, owner),
  });
}
