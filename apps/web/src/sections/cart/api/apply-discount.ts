// PATCH /api/v1/cart/addvoucherdiscount: a coupon (discount) or voucher (gift card) code; the
// server tells which it was and answers the new summary.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../use-signed-in';
import { cartKeys } from './get-cart';
import { queueCartRequest } from './cart-queue';

export interface DiscountAnswer {
  status: number;
  message: string;
  kind: 'coupon' | 'voucher';
  rows: SummaryRow[];
  count: number;
}

export function applyDiscount(code: string): Promise<DiscountAnswer> {
  return queueCartRequest(() => api.patch<DiscountAnswer>('/cart/addvoucherdiscount', { code: code.trim() }));
}

export function useApplyDiscount() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: applyDiscount,
    onSuccess: (answer) =>
      queryClient.setQueryData(cartKeys.summary(owner), { rows: answer.rows, count: answer.count }),
  });
}
