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
import { cancelStateOf, offersCalendar } from '../utils/group-bookings';
import type { BookingGroup } from '../utils/group-bookings';
import { useChatPanel } from '../../../stores/chat-store';

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
  /** The credit note of a cancelled booking's order, when one was issued. */
  creditNote?: InvoiceSummary | undefined;
  group: BookingGroup;
  f: Formatters;
  onCancel: () => void;
  onIcs: () => void;
  onInvoice: () => void;
  onCreditNote?: () => void;
}

export function BookingCard(props: Props) {
  const { booking, courtName, invoice, creditNote, group, f, onCancel, onIcs, onInvoice, onCreditNote } = props;
  const { t } = useTranslation('mybookings');
  const openChat = useChatPanel((s) => s.openChat);
  const cancel = cancelStateOf(booking, group);
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
        {offersCalendar(group) && booking.status !== 'cancelled' ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventIcon />}
            onClick={onIcs}
            data-testid="add-to-calendar"
          >
            {t('actions.ics')}
          </Button>
        ) : null}
        {invoice ? (
          <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} onClick={onInvoice}>
            {t('actions.invoice', { number: invoice.number })}
          </Button>
        ) : null}
        {creditNote ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReceiptLongIcon />}
            onClick={onCreditNote}
            data-testid="credit-note"
          >
            {t('actions.creditNote', { number: creditNote.number })}
          </Button>
        ) : null}
        <Button size="small" variant="outlined" onClick={() => openChat(booking.id)} data-testid="ask-about-booking">
          {t('actions.ask')}
        </Button>
        {cancel.kind === 'cancel' ? (
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
      {cancel.kind === 'closed' ? (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="cancel-closed">
          {cancel.deadline
            ? t('cancelClosed.ended', { date: f.longDate(cancel.deadline), time: f.time(cancel.deadline) })
            : t('cancelClosed.noDeadline')}
        </Typography>
      ) : null}
    </Card>
  );
}
