// Cancelling under the policy: the dialog shows what cancelling gives back (the server's quote,
// computed by the same rule the cancel endpoint enforces) before the customer confirms.
import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@courtside/core/booking-schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import type { Formatters } from '../../cart/format';
import { useCancelBooking, useCancellationQuote } from '../api/my-bookings';

interface Props {
  booking: BookingDto | null;
  courtName: string;
  f: Formatters;
  onClose: () => void;
  onCancelled: (refund: 'full' | 'credit' | 'none', amountCents: number) => void;
}

export function CancelBookingDialog({ booking, courtName, f, onClose, onCancelled }: Props) {
  const { t } = useTranslation('mybookings');
  const quote = useCancellationQuote(booking?.id ?? null);
  const cancel = useCancelBooking();
  const q = quote.data;
  const outcomeText = q
    ? !q.cancellable
      ? t(
          `cancel.blocked.${q.reason === 'ABO_RETURN_LIMIT' ? 'aboLimit' : q.reason === 'NOT_CANCELLABLE_STATUS' ? 'status' : 'late'}`,
        )
      : q.outcome === 'full'
        ? t('cancel.outcome.refund', { amount: f.money(q.amountCents) })
        : q.outcome === 'credit'
          ? t('cancel.outcome.credit', { amount: f.money(q.amountCents) })
          : t('cancel.outcome.none')
    : '';
  const deadline =
    q?.refundUntil && new Date(q.refundUntil) > new Date()
      ? t('cancel.refundUntil', { date: `${f.date(q.refundUntil)} ${f.time(q.refundUntil)}` })
      : q?.creditUntil && new Date(q.creditUntil) > new Date()
        ? t('cancel.creditUntil', { date: `${f.date(q.creditUntil)} ${f.time(q.creditUntil)}` })
        : null;

  const confirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: (answer) => {
        onCancelled(answer.refund, q?.amountCents ?? 0);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={Boolean(booking)}
      onClose={onClose}
      aria-labelledby="cancel-booking-title"
      aria-describedby="cancel-booking-outcome"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => cancel.reset() } }}
      data-testid="cancel-dialog"
    >
      <DialogTitle id="cancel-booking-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        {booking ? (
          <Typography sx={{ mb: 2 }}>
            {courtName} · {f.longDate(booking.start)}, {f.timeRange(booking.start, booking.end)}
          </Typography>
        ) : null}
        {quote.isPending ? <Skeleton variant="rounded" height={72} /> : null}
        {quote.isError ? (
          <Alert severity="error">
            {quote.error instanceof ApiError ? quote.error.message : t('cancel.quoteError')}
          </Alert>
        ) : null}
        {q ? (
          <Alert
            id="cancel-booking-outcome"
            severity={!q.cancellable ? 'error' : q.outcome === 'none' ? 'warning' : 'info'}
            data-testid="cancel-outcome"
          >
            {outcomeText}
            {deadline && q.cancellable ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {deadline}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        {cancel.isError ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {cancel.error instanceof ApiError ? cancel.error.message : t('cancel.failed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('cancel.keep')}
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          disabled={!q?.cancellable || cancel.isPending}
          data-testid="cancel-confirm"
          sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.darker' } }}
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
