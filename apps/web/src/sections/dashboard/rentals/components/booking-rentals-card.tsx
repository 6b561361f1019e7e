// The rentals of one booking on the staff booking detail (docs/product/shop.md#hand-out).
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../bookings/format';
import { useBookingRentals } from '../api/rentals';

export function BookingRentalsCard({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('rentals');
  const rentals = useBookingRentals(bookingId);
  const rows = rentals.data ?? [];
  return (
    <Card variant="outlined" data-testid="booking-rentals-card">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('title')}
        </Typography>
        {rows.length ? (
          rows.map((r) => (
            <Typography key={r.id} variant="body2" data-testid="booking-rental">
              {r.quantity} × {r.name} · {formatMoney(r.subTotalPrice, i18n.language)}
              {r.refundedCents > 0
                ? ` · ${t('refunded', { amount: formatMoney(r.refundedCents, i18n.language) })}`
                : ''}
            </Typography>
          ))
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {rentals.isLoading ? '…' : t('none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
