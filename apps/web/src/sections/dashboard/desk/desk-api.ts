// Desk booking calls: find customers, create one, book and take payment.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskBookingAnswer, DeskBookingBody } from '@courtside/core/dashboard-schemas';
import type { PaymentLinkCreated, PaymentLinkInput } from '@courtside/core/payment-link-schemas';
import { api } from '../../../lib/api-client';

export interface CustomerOption {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
}

export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: ['dashboard', 'customer-search', search],
    queryFn: ({ signal }) =>
      api
        .get<{ rows: CustomerOption[] }>('/users', { query: { search, role: 'customer', pageSize: 10 }, signal })
        .then((r) => r.rows),
    enabled: search.trim().length >= 2,
    staleTime: 10_000,
  });

export const useCreateCustomer = () =>
  useMutation({
    mutationFn: (body: { name: string; email: string; phone?: string }) =>
      api.post<{ user: CustomerOption }>('/staff/customers', body).then((r) => r.user),
  });

export function useDeskBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskBookingBody) => api.post<DeskBookingAnswer>('/staff/bookings', body),
    // Session places changed too (the desk's session picker and the dynamic slots list).
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['dynamic-slots'] }),
      ]),
  });
}

/** Book for the customer and mail them a payment link. */
export function usePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentLinkInput) => api.post<PaymentLinkCreated>('/staff/payment-links', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
