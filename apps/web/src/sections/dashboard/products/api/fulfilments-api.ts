// Orders to hand out or ship (docs/product/shop.md#pick-up-or-delivery): GET /shop/fulfilments (open or
// done), and marking one picked up or shipped.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentList, FulfilmentMethod, OrderFulfilmentDto } from '@courtside/core/fulfilment';
import { api } from '../../../../lib/api-client';

export const fulfilmentsQuery = (state: 'open' | 'done') =>
  queryOptions({
    queryKey: ['shop', 'fulfilments', state],
    queryFn: ({ signal }) => api.get<FulfilmentList>('/shop/fulfilments', { query: { state, limit: 50 }, signal }),
  });

export const useFulfilments = (state: 'open' | 'done') => useQuery(fulfilmentsQuery(state));

export function useCompleteFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, method }: { orderId: string; method: FulfilmentMethod }) =>
      api.post<OrderFulfilmentDto>(
        `/shop/fulfilments/${encodeURIComponent(orderId)}/${method === 'pickup' ? 'picked-up' : 'shipped'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop', 'fulfilments'] }),
  });
}
