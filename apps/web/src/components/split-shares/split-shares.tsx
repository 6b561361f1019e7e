// The shares of a split order (docs/product/split-payment.md#who-sees-what): payer, amount, state,
// how each was paid (share-tenders-line.tsx) and invoice, for the booker's result page and the staff
// order and booking detail. Asked only for an order whose DTO says it is split (GET /orders/:id/split
// answers 404 for any other); nothing is shown otherwise.
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderSplit } from '@courtside/core/split-payment';
import { api, ApiError } from '../../lib/api-client';
import { useDateFormat } from '../../lib/format-date';
import { ShareTendersLine } from './share-tenders-line';

export const orderSplitQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'split'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<OrderSplit>(`/orders/${encodeURIComponent(orderId)}/split`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Followed while shares are still open.
    refetchInterval: (query) => (query.state.data && query.state.data.status === 'open' ? 5000 : false),
  });

export function useOrderSplit(orderId: string | null | undefined) {
  return useQuery({ ...orderSplitQuery(orderId ?? ''), enabled: Boolean(orderId) });
}

/** "I pay the rest now": the open shares become the booker's rest; answers its share page's path. */
export const takeOverRest = (orderId: string) =>
  api.post<{ path: string }>(`/orders/${encodeURIComponent(orderId)}/split/rest`, {});

const colors = { open: 'warning', paid: 'success', cancelled: 'default', refunded: 'info' } as const;

export function SplitShares({ split, money }: { split: OrderSplit; money: (cents: number) => string }) {
  const { t } = useTranslation('checkout');
  const f = useDateFormat();
  return (
    <Stack sx={{ gap: 1 }} data-testid="split-shares-list">
      <Typography variant="subtitle1" component="h3">
        {t('split.sharesTitle')}
      </Typography>
      {split.status === 'open' || split.status === 'rest' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('split.deadline', { deadline: f.deadline(split.status === 'rest' ? split.restUntil : split.deadline) })}
        </Typography>
      ) : null}
      {split.shares.map((share) => (
        <Stack
          key={share.id}
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          data-testid="split-share"
        >
          <Typography variant="body2" sx={{ wordBreak: 'break-all', minWidth: 0, flex: '1 1 12rem' }} dir="ltr">
            {share.position === 0
              ? t('split.booker', { email: share.email })
              : share.position === 9
                ? t('split.restOf', { email: share.email })
                : share.email}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {money(share.amountCents)}
          </Typography>
          <Chip size="small" color={colors[share.status]} label={t(`split.state.${share.status}`)} />
          <ShareTendersLine tenders={share.tenders} money={money} />
        </Stack>
      ))}
    </Stack>
  );
}
