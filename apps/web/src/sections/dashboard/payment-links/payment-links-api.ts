// An order's payment links for staff: list, resend (new token, same window, optionally to a corrected
// address), cancel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentLinkCancelled,
  PaymentLinkCreated,
  StaffPaymentLinkList,
} from '@courtside/core/payment-link-schemas';
import { api } from '../../../lib/api-client';

export const paymentLinksKey = (orderId: string) => ['dashboard', 'payment-links', orderId] as const;

export const usePaymentLinks = (orderId: string) =>
  useQuery({
    queryKey: paymentLinksKey(orderId),
    queryFn: ({ signal }) =>
      api.get<StaffPaymentLinkList>(`/staff/orders/${encodeURIComponent(orderId)}/payment-links`, {
        signal,
      }),
  });

/** Resend or cancel; both change the order, its bookings and their history. */
export function usePaymentLinkAction(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      linkId,
      email,
    }: {
      kind: 'resend' | 'cancel';
      linkId: string;
      email?: string;
    }): Promise<PaymentLinkCreated | PaymentLinkCancelled> =>
      kind === 'resend'
        ? // `email`: a corrected address (the order's contact changes with it).
          api.post<PaymentLinkCreated>(
            `/staff/payment-links/${encodeURIComponent(linkId)}/resend`,
            email ? { email } : {},
          )
        : api.post<PaymentLinkCancelled>(`/staff/payment-links/${encodeURIComponent(linkId)}/cancel`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['orders'] }),
        client.invalidateQueries({ queryKey: ['history', 'order', orderId] }),
      ]),
  });
}
