import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@courtside/core/booking-schemas';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Formatters } from '../../cart/format';
import type { InvoiceSummary } from '../api/my-bookings';

// Tinted chips with dark text: the filled MUI colours miss 4.5:1 for small text.
const statusColor = {
  upcoming: 'success',
  pending: 'warning',
  reserved: 'grey',
  completed: 'grey',
  cancelled: 'error',
} as const;
const chipSx = (color: (typeof statusColor)[keyof typeof statusColor]) =>
  color === 'grey'
    ? { bgcolor: 'grey.200', color: 'grey.800', fontWeight: 600 }
    : { bgcolor: `${color}.lighter`, color: `${color}.darker`, fontWeight: 600 };

interface Props {
  booking: BookingDto;
  courtName: string;
  invoice: InvoiceSummary | undefined;
  isUpcoming: boolean;
  f: Formatters;
  onCancel: () => void;
  onIcs: () => void;
  onInvoice: () => void;
}

export function BookingCard({ booking, courtName, invoice, isUpcoming, f, onCancel, onIcs, onInvoice }: Props) {
  const { t } = useTranslation('mybookings');
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ p: { xs: 2, md: 2.5 } }}
      data-testid="my-booking"
      data-booking-id={booking.id}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <div>
          <Typography variant="h6" component="h3">
            {courtName}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {f.longDate(booking.start)} · {f.timeRange(booking.start, booking.end)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              sx={chipSx(statusColor[booking.status])}
              label={t(`status.${booking.status}`)}
              data-testid="booking-status"
            />
            <Chip
              size="small"
              variant="outlined"
              label={
                booking.type === 'come_together'
                  ? t('type.come_together', { count: booking.places })
                  : t(`type.${booking.type}`)
              }
            />
          </Stack>
        </div>
        <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {f.money(booking.priceCents)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {booking.status !== 'cancelled' ? (
          <Button size="small" variant="outlined" startIcon={<EventIcon />} onClick={onIcs}>
            {t('actions.ics')}
          </Button>
        ) : null}
        {invoice ? (
          <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} onClick={onInvoice}>
            {t('actions.invoice', { number: invoice.number })}
          </Button>
        ) : null}
        {isUpcoming && booking.status === 'upcoming' ? (
          <Button
            size="small"
            color="error"
            onClick={onCancel}
            data-testid="cancel-booking"
            sx={{ color: 'error.dark' }}
          >
            {t('actions.cancel')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
