// One booking on "My bookings" (light layer, my-bookings.css): court, date and time, status and type,
// price, and what can be done with it (calendar file, invoice, credit note, a question, cancel).
import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@courtside/core/booking-schemas';
import { Button, Card, Chip, Text } from '../../../ui';
import type { Tone } from '../../../ui';
import { EventIcon } from '../../../ui/icons';
import { ReceiptLongIcon } from '../../../ui/icons-more';
import type { Formatters } from '../../cart/format';
import type { InvoiceSummary } from '../api/my-bookings';
import { cancelStateOf, offersCalendar } from '../utils/group-bookings';
import type { BookingGroup } from '../utils/group-bookings';
import { useChatPanel } from '../../../stores/chat-store';
import { preloadCancelDialog } from './lazy-cancel-dialog';

// Tinted chips with dark text (my-bookings.css .mb-chip-grey for the neutral ones).
const statusTone: Record<BookingDto['status'], Tone | 'grey'> = {
  upcoming: 'success',
  pending: 'warning',
  reserved: 'grey',
  completed: 'grey',
  cancelled: 'error',
};

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
  const tone = statusTone[booking.status];
  return (
    <Card variant="outlined" as="article" className="mb-card" data-testid="my-booking" data-booking-id={booking.id}>
      <div className="mb-card-head">
        <div>
          <Text variant="h6" as="h3">
            {courtName}
          </Text>
          <Text color="secondary">
            {f.longDate(booking.start)} · {f.timeRange(booking.start, booking.end)}
          </Text>
          <div className="mb-chips">
            <Chip
              tone={tone === 'grey' ? 'default' : tone}
              className={tone === 'grey' ? 'mb-status mb-chip-grey' : 'mb-status'}
              label={t(`status.${booking.status}`)}
              data-testid="booking-status"
            />
            <Chip
              variant="outlined"
              label={
                booking.type === 'come_together'
                  ? t('type.come_together', { count: booking.places })
                  : t(`type.${booking.type}`)
              }
            />
          </div>
        </div>
        <Text variant="h6" as="p" className="mb-price">
          {f.money(booking.priceCents)}
        </Text>
      </div>
      <div className="mb-actions">
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
            onPointerEnter={() => void preloadCancelDialog()}
            onFocus={() => void preloadCancelDialog()}
            data-testid="cancel-booking"
          >
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
      {cancel.kind === 'closed' ? (
        <Text variant="body2" color="secondary" className="mb-closed" data-testid="cancel-closed">
          {cancel.deadline
            ? t('cancelClosed.ended', { date: f.longDate(cancel.deadline), time: f.time(cancel.deadline) })
            : t('cancelClosed.noDeadline')}
        </Text>
      ) : null}
    </Card>
  );
}
