// /banking/*: money per provider, payments and refunds of a period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankingPayment, BankingRefund, BankingSummary } from '@courtside/core/analytics-schemas';
import { api } from '../../../../lib/api-client';

export interface MoneyPeriod {
  from: string;
  to: string;
}

export interface MoneyListFilter extends MoneyPeriod {
  page: number;
  pageSize: number;
  provider?: string;
  status?: string;
}

export const bankingSummaryQuery = (p: MoneyPeriod) =>
  queryOptions({
    queryKey: ['banking', 'summary', p],
    queryFn: () => api.get<BankingSummary>('/banking/summary', { query: { ...p } }),
  });
export const useBankingSummary = (p: MoneyPeriod) => useQuery(bankingSummaryQuery(p));

export const paymentsQuery = (f: MoneyListFilter) =>
  queryOptions({
    queryKey: ['banking', 'payments', f],
    queryFn: () => api.get<{ rows: BankingPayment[]; count: number }>('/banking/payments', { query: { ...f } }),
    placeholderData: keepPreviousData,
  });
export const usePayments = (f: MoneyListFilter) => useQuery(paymentsQuery(f));

export const refundsQuery = (f: MoneyListFilter) =>
  queryOptions({
    queryKey: ['banking', 'refunds', f],
    queryFn: () => api.get<{ rows: BankingRefund[]; count: number }>('/banking/refunds', { query: { ...f } }),
    placeholderData: keepPreviousData,
  });
export const useRefunds = (f: MoneyListFilter) => useQuery(refundsQuery(f));
