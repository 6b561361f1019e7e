// The booked items of an order: court, date and time, type, places and price; then its shop
// products with quantity and VAT rate, and the shipping fee of a delivery.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import type { Formatters } from '../../cart/format';

export function OrderItems({ order, f }: { order: OrderDto; f: Formatters }) {
  const { t } = useTranslation('checkout');
  return (
    <Box
      component="ul"
      aria-label={t('result.bookings')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
      data-testid="order-items"
    >
      {order.items.map((item) => (
        <Stack
          component="li"
          key={item.id}
          direction="row"
          sx={{ gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{item.resourceName}</Typography>
              {item.bookingType !== 'normal' ? (
                <Chip size="small" variant="outlined" label={t(`bookingType.${item.bookingType}`)} />
              ) : null}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {/* An abo is paid once for the season: its first date stands for the weekly slot. */}
              {item.bookingType === 'abo'
                ? t('cart.aboFrom', { when: `${f.longDate(item.start)}, ${f.timeRange(item.start, item.end)}` })
                : `${f.longDate(item.start)}, ${f.timeRange(item.start, item.end)}`}
              {item.quantity > 1 ? ` · ${t('cart.places', { count: item.quantity })}` : ''}
            </Typography>
          </Box>
          <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {f.money(item.grossCents)}
          </Typography>
        </Stack>
      ))}
      {(order.productLines ?? []).map((line) => (
        <Stack
          component="li"
          key={line.id}
          direction="row"
          sx={{ gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
          data-testid="order-product"
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">
              {line.variantName ? `${line.name} (${line.variantName})` : line.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('cart.units', { count: line.quantity })} ·{' '}
              {t('cart.productUnit', { price: f.money(line.unitPriceCents), rate: line.vatPercent })}
            </Typography>
          </Box>
          <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {f.money(line.grossCents)}
          </Typography>
        </Stack>
      ))}
      {order.fulfilment && order.fulfilment.shippingCents > 0 ? (
        <Stack
          component="li"
          direction="row"
          sx={{ gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
          data-testid="order-shipping"
        >
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
            {t('summary.shipping')}
          </Typography>
          <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {f.money(order.fulfilment.shippingCents)}
          </Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
