// Pick-up or delivery of an order's products as its customer sees it (docs/product/shop.md#pick-up-or-delivery):
// the state, the order code to show at the desk, or the shipping address.
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderFulfilmentDto } from '@courtside/core/fulfilment';

const COLOR = {
  awaiting_payment: 'warning',
  ready_for_pickup: 'info',
  to_ship: 'info',
  picked_up: 'success',
  shipped: 'success',
} as const;

export function OrderFulfilment({ fulfilment }: { fulfilment: OrderFulfilmentDto }) {
  const { t } = useTranslation('checkout');
  const a = fulfilment.address;
  return (
    <Stack
      component="section"
      aria-label={t('fulfilment.title')}
      sx={{ gap: 0.75, py: 1.5 }}
      data-testid="order-fulfilment"
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{t('fulfilment.title')}</Typography>
        <Chip
          size="small"
          color={COLOR[fulfilment.state]}
          label={t(`fulfilment.state.${fulfilment.state}`)}
          data-testid="fulfilment-state"
        />
      </Stack>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fulfilment-code">
        {t('fulfilment.code', { code: fulfilment.code })}
      </Typography>
      {fulfilment.method === 'pickup' && fulfilment.state === 'ready_for_pickup' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fulfilment.pickupHint')}
        </Typography>
      ) : null}
      {a ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fulfilment.shipTo', { address: `${a.name}, ${a.street}, ${a.postalCode} ${a.city}, ${a.country}` })}
        </Typography>
      ) : null}
    </Stack>
  );
}
