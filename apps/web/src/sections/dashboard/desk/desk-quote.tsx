// The total to collect, shown before booking: the server prices the desk booking exactly as booking
// will (POST /staff/bookings/quote; the service fee is an online-booking fee, none at the desk by
// default), or says why it cannot be booked.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeskQuote, DeskQuoteBody } from '@courtside/core/dashboard-schemas';
import { api } from '../../../lib/api-client';
import { formatMoney } from '../bookings/format';

export function useDeskQuote(body: DeskQuoteBody | null) {
  return useQuery({
    queryKey: ['dashboard', 'desk-quote', body],
    queryFn: ({ signal }) => api.post<DeskQuote>('/staff/bookings/quote', body!, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5_000,
  });
}

export function DeskQuoteLine({ body }: { body: DeskQuoteBody | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const quote = useDeskQuote(body);
  if (!body) return null;
  if (quote.isError)
    return (
      <Alert severity="warning" data-testid="desk-quote-error">
        {quote.error instanceof Error ? quote.error.message : t('desk.quoteFailed')}
      </Alert>
    );
  if (!quote.data) return null;
  const q = quote.data;
  return (
    <Alert severity="info" icon={false} data-testid="desk-total" aria-live="polite">
      <strong>{t('desk.total', { amount: formatMoney(q.total, i18n.language) })}</strong>
      {q.serviceFee > 0 ? ` · ${t('desk.totalWithFee', { fee: formatMoney(q.serviceFee, i18n.language) })}` : ''}
    </Alert>
  );
}
