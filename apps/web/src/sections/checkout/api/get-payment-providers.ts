// GET /api/v1/payments/providers: the providers this venue offers (a provider without keys is not
// offered, docs/product.md#payments); desk-only ones (cash, bank transfer) are left out for customers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PaymentProviderInfo {
  provider: string;
  method: string;
  staffOnly: boolean;
  publicConfig: Record<string, string>;
}

export function getPaymentProviders(signal?: AbortSignal): Promise<{ rows: PaymentProviderInfo[]; count: number }> {
  return api.get('/payments/providers', { signal });
}

export const paymentProvidersQuery = () =>
  queryOptions({
    queryKey: ['payments', 'providers'],
    queryFn: ({ signal }) => getPaymentProviders(signal),
    select: (answer) => answer.rows.filter((row) => !row.staffOnly && row.provider !== 'voucher'),
    staleTime: 5 * 60_000,
  });

export function usePaymentProviders() {
  return useQuery(paymentProvidersQuery());
}
