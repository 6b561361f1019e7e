// The public payment link: read the order behind it, pay it. No account needed: the
// token in the address is the proof.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentLinkPaid, PaymentLinkPayBody, PaymentLinkView } from '@courtside/core/payment-link-schemas';
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
