// PATCH /api/v1/cart/removediscount: takes the coupon and/or voucher off the cart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import { cartKeys } from './get-cart';
import { queueCartRequest } from './cart-queue';

export function removeDiscount(kind: 'coupon' | 'voucher' | 'all'): Promise<{ rows: SummaryRow[]; count: number }> {
  return queueCartRequest(() => api.patch('/cart/removediscount', { kind }));
}

export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: removeDiscount,
    onSuccess: (answer) => queryClient.setQueryData(cartKeys.summary(owner), answer),
  });
}
