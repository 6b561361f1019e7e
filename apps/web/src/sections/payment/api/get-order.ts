// GET /api/v1/orders/{id}: the order with its items, payments and invoices. Guests read their own
// order through the cart cookie, signed-in users through their token.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { api } from '../../../lib/api-client';

export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDto> {
  return api.get<OrderDto>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    // A pending order (payment being processed) is followed until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });

export function useOrder(id: string | null) {
  return useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
}
