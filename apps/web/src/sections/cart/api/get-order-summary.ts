// GET /api/v1/cart/ordersummery (docs/product.md#checkout, typo kept): the server's authoritative totals.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { cartKeys } from './get-cart';

export function getOrderSummary(signal?: AbortSignal): Promise<{ rows: SummaryRow[]; count: number }> {
  return api.get('/cart/ordersummery', { signal });
}

export const orderSummaryQuery = (owner: 'guest' | 'user') =>
  queryOptions({
    queryKey: cartKeys.summary(owner),
    queryFn: ({ signal }) => getOrderSummary(signal),
    select: (answer) => answer.rows[0] ?? null,
    staleTime: 15_000,
  });

export function useOrderSummary(owner: 'guest' | 'user', isEnabled = true) {
  const query = useQuery({ ...orderSummaryQuery(owner), enabled: isEnabled });
  const syncSummary = useCheckoutStore((state) => state.syncSummary);
  useEffect(() => {
    if (query.data) syncSummary(query.data);
  }, [query.data, syncSummary]);
  return query;
}
