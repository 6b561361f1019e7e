// Book at the desk for a walk-in or phone customer and take the payment (issue 7 §3): court, date,
// time and length, the customer (found, created or a walk-in), and cash, card at the desk or bank
// transfer. The server checks the slot; its message is shown and the form keeps what was typed.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DeskBookingAnswer } from '@courtside/core/dashboard-schemas';
import { paths } from '../../../routes/paths';
import { useCourts } from '../bookings/api/staff-bookings';
import { formatMoney, venueDate, venueInstant } from '../bookings/format';
import { useDeskBooking } from './desk-api';
import { DeskCustomerPicker } from './desk-customer-picker';
import type { DeskCustomer } from './desk-customer-picker';

const HOURS = Array.from({ length: 17 }, (_v, i) => `${String(7 + i).padStart(2, '0')}:00`);
const DURATIONS = [60, 90, 120, 180];
const METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const;

export interface DeskBookingDialogProps {
  open: boolean;
  onClose: () => void;
  initial?: { resourceId?: string; date?: string; start?: string };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function DeskBookingDialog({ open, onClose, initial }: DeskBookingDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [date, setDate] = useState(initial?.date ?? venueDate());
  const courts = useCourts(date);
  const [resourceId, setResourceId] = useState(initial?.resourceId ?? '');
  const [start, setStart] = useState(initial?.start ?? '10:00');
  const [minutes, setMinutes] = useState(60);
  const [customer, setCustomer] = useState<DeskCustomer>({ mode: 'walk-in', contact: { name: '', email: '', phone: '' } });
  const [method, setMethod] = useState<(typeof METHODS)[number]>('cash');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DeskBookingAnswer | null>(null);
  const book = useDeskBooking();

  // A new slot picked in the calendar starts a new booking; the customer stays (same caller).
  useEffect(() => {
    if (!open) return;
    setResult(null);
    setError(null);
    if (initial?.date) setDate(initial.date);
    if (initial?.resourceId) setResourceId(initial.resourceId);
    if (initial?.start) setStart(initial.start);
  }, [open, initial?.date, initial?.resourceId, initial?.start]);

  const court = resourceId || courts.data?.[0]?.id || '';
  const canBook = Boolean(court) && (customer.mode === 'account' ? Boolean(customer.customer) : Boolean(customer.contact.name && customer.contact.email));

  const submit = () => {
    setError(null);
    const begin = venueInstant(date, start);
    const end = new Date(begin.getTime() + minutes * 60_000);
    book.mutate(
      {
        ...(customer.mode === 'account' ? { userId: customer.customer!.id } : { contact: { name: customer.contact.name, email: customer.contact.email, ...(customer.contact.phone ? { phone: customer.contact.phone } : {}) } }),
        items: [{ resourceId: court, start: begin.toISOString(), end: end.toISOString(), type: 'normal', places: 1 }],
        paymentMethod: method,
        locale: i18n.language.startsWith('de') ? 'de' : 'en',
      },
      { onSuccess: setResult, onError: (e) => setError(errorMessage(e)) },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="desk-booking-title">
      <DialogTitle id="desk-booking-title">{t('desk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {result ? (
            <Alert
              severity="success"
              action={
                result.bookingIds[0] ? (
                  <Button component={RouterLink} to={paths.dashboard.bookings.details(result.bookingIds[0])} color="inherit" size="small" onClick={onClose}>
                    {t('desk.openBooking')}
                  </Button>
                ) : null
              }
            >
              {result.paymentStatus === 'pending'
                ? t('desk.bookedPending', { total: formatMoney(result.totalCents, i18n.language), invoice: result.invoiceNumber ?? '' })
                : t('desk.booked', { total: formatMoney(result.totalCents, i18n.language), method: t(`payment.${result.paymentMethod}`, { defaultValue: result.paymentMethod }), invoice: result.invoiceNumber ?? '' })}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField select size="small" label={t('desk.court')} value={court} onChange={(e) => setResourceId(e.target.value)} sx={{ minWidth: 150 }}>
              {(courts.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" type="date" label={t('desk.date')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField select size="small" label={t('desk.start')} value={start} onChange={(e) => setStart(e.target.value)} sx={{ minWidth: 100 }}>
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {h}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t('desk.duration')} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} sx={{ minWidth: 110 }}>
              {DURATIONS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t('desk.minutes', { count: m })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DeskCustomerPicker value={customer} onChange={setCustomer} onError={(e) => setError(errorMessage(e))} />
          <div>
            <FormLabel id="desk-payment-label">{t('desk.payment')}</FormLabel>
            <RadioGroup row aria-labelledby="desk-payment-label" value={method} onChange={(e) => setMethod(e.target.value as (typeof METHODS)[number])}>
              {METHODS.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio size="small" />} label={t(`payment.${m}`)} />
              ))}
            </RadioGroup>
          </div>
          <Alert severity="info" variant="outlined">
            {t('desk.abo')}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={!canBook || book.isPending}>
          {t('desk.book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
