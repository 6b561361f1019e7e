// PATCH /api/v1/cart/clearcart: empties the cart and gives every hold back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import { refreshAfterCartChange } from './get-cart';
import { queueCartRequest } from './cart-queue';

export function clearCart(): Promise<{ status: number; message: string }> {
  return queueCartRequest(() => api.patch('/cart/clearcart', {}));
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => refreshAfterCartChange(queryClient, owner, []),
  });
}
