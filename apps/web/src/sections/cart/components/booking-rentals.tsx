// The add-ons offered with one court booking in the cart (docs/product/shop.md#rentals): each
// rental with its price (per booking or per hour) and a quantity stepper bounded by the units still
// free at the booking's time. Read-only (payment step) it lists what was chosen.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { RentalOfferDto } from '@courtside/core/rentals';
import { useRentalOffers, useSetRental } from '../api/rentals';
import { useFormatters } from '../format';
import { useNotify } from '../notify';

function RentalRow({
  offer,
  bookingId,
  isReadOnly,
}: {
  offer: RentalOfferDto;
  bookingId: string;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation('rentals');
  const f = useFormatters();
  const notify = useNotify();
  const set = useSetRental(bookingId);
  const change = (quantity: number) => set.mutate({ productId: offer.productId, quantity }, { onError: notify.error });
  const price = t(offer.rentalUnit === 'hour' ? 'perHour' : 'perBooking', { price: f.money(offer.price) });
  return (
    <Stack
      component="li"
      direction="row"
      data-testid="rental-offer"
      sx={{ alignItems: 'center', gap: 1, py: 0.75, listStyle: 'none', flexWrap: 'wrap' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 140 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {offer.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {price}
        </Typography>
      </Box>
      {isReadOnly ? (
        <Typography variant="body2">× {offer.quantity}</Typography>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            size="small"
            aria-label={t('fewer', { name: offer.name })}
            disabled={set.isPending || offer.quantity <= 0}
            onClick={() => change(offer.quantity - 1)}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            variant="body2"
            aria-live="polite"
            data-testid="rental-quantity"
            sx={{ minWidth: 24, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {offer.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('more', { name: offer.name })}
            disabled={set.isPending || offer.quantity >= offer.maxQuantity}
            onClick={() => change(offer.quantity + 1)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Typography variant="body2" sx={{ minWidth: 64, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {f.money(offer.unitPrice * offer.quantity)}
      </Typography>
    </Stack>
  );
}

export function BookingRentals({ bookingId, isReadOnly = false }: { bookingId: string; isReadOnly?: boolean }) {
  const { t } = useTranslation('rentals');
  const offers = useRentalOffers(bookingId);
  const rows = (offers.data ?? []).filter((o) => !isReadOnly || o.quantity > 0);
  if (!rows.length) return null;
  return (
    <Box
      component="li"
      data-testid="booking-rentals"
      sx={{ listStyle: 'none', pb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {t('addOns')}
      </Typography>
      <Box component="ul" aria-label={t('addOns')} sx={{ m: 0, p: 0 }}>
        {rows.map((o) => (
          <RentalRow key={o.productId} offer={o} bookingId={bookingId} isReadOnly={isReadOnly} />
        ))}
      </Box>
    </Box>
  );
}
