// The public payment link: read the order behind it, pay it. No account needed: the
// token in the address is the proof.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentLinkPaid,
  PaymentLinkPasses,
  PaymentLinkPayBody,
  PaymentLinkTender,
  PaymentLinkView,
} from '@courtside/core/payment-link-schemas';
import { api } from '../../../lib/api-client';

export const paymentLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['payment-link', token],
    queryFn: ({ signal }) => api.get<PaymentLinkView>(`/payment-links/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const usePaymentLink = (token: string) => useQuery(paymentLinkQuery(token));

export function usePayPaymentLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentLinkPayBody) =>
      api.post<PaymentLinkPaid>(`/payment-links/${encodeURIComponent(token)}/pay`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['payment-link', token] }),
  });
}

/** Pay the link with another online provider: the answer is the link with its new payment. */
export function useChoosePaymentLinkProvider(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) =>
      api.post<PaymentLinkView>(`/payment-links/${encodeURIComponent(token)}/provider`, { provider }),
    onSuccess: (view) => client.setQueryData(['payment-link', token], view),
  });
}

/** A share paid with a voucher code (docs/product/split-payment.md#vouchers-and-punch-cards). */
export function useRedeemShareVoucher(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<PaymentLinkTender>(`/payment-links/${encodeURIComponent(token)}/voucher`, { code }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payment-link', token] }),
  });
}

/** The signed-in player's passes that can pay this share. */
export const useSharePasses = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payment-link', token, 'passes'],
    queryFn: ({ signal }) =>
      api.get<PaymentLinkPasses>(`/payment-links/${encodeURIComponent(token)}/passes`, { signal }),
    enabled,
    retry: false,
  });

export function usePunchShare(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (passId: string) =>
      api.post<PaymentLinkTender>(`/payment-links/${encodeURIComponent(token)}/punch`, { passId }),
    onSettled: () => client.invalidateQueries({ queryKey: ['payment-link', token] }),
  });
}
