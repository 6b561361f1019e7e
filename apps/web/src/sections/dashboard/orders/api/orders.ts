// /orders: the venue's orders with items, payments and invoices; refunds of one order.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderDto, refundRequestSchema, refundSchema } from '@courtside/core/checkout-schemas';
import type { OrderStatus } from '@courtside/core/enums';
import { api } from '../../../../lib/api-client';

export type RefundDto = z.infer<typeof refundSchema>;
export type RefundRequest = z.input<typeof refundRequestSchema>;

export interface OrderFilter {
  page: number;
  pageSize: number;
  status?: OrderStatus;
}

/** GET /orders — all of the venue with order.read.any, else the caller's own. */
export const getOrders = (f: OrderFilter) =>
  api.get<{ rows: OrderDto[]; count: number }>('/orders', { query: { ...f } });
export const ordersQuery = (f: OrderFilter) =>
  queryOptions({ queryKey: ['orders', f], queryFn: () => getOrders(f), placeholderData: keepPreviousData });
export const useOrders = (f: OrderFilter) => useQuery(ordersQuery(f));

/** GET /orders/:id */
export const getOrder = (id: string) => api.get<OrderDto>(`/orders/${encodeURIComponent(id)}`);
export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id], queryFn: () => getOrder(id) });
export const useOrder = (id: string) => useQuery(orderQuery(id));

/** GET /orders/:id/refunds */
export const getOrderRefunds = (id: string) =>
  api.get<{ rows: RefundDto[]; count: number }>(`/orders/${encodeURIComponent(id)}/refunds`);
export const orderRefundsQuery = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id, 'refunds'], queryFn: () => getOrderRefunds(id) });
export const useOrderRefunds = (id: string) => useQuery(orderRefundsQuery(id));

/** POST /orders/:id/refund — money back through the provider, or a voucher (with a credit note). */
export function useRefundOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      api.post<{ rows: RefundDto[]; count: number }>(`/orders/${encodeURIComponent(id)}/refund`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['orders'] }),
        client.invalidateQueries({ queryKey: ['invoices'] }),
        client.invalidateQueries({ queryKey: ['history', 'order', id] }),
        client.invalidateQueries({ queryKey: ['banking'] }),
      ]),
  });
}
