// Book at the desk for a walk-in or phone customer: court, date, time and length; a
// single booking, an abo (weekly until the last date) or come-together places (picked from the
// upcoming sessions, which fill court and times; full ones cannot be chosen); the customer
// (found, created or a walk-in); and cash, card at the desk, bank transfer, or a payment link
// mailed to the customer. The server checks everything; its message is shown and the form keeps
// what was typed.
import { useEffect, useState } from 'react';
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
import { useCourts } from '../bookings/api/staff-bookings';
import { venueDate, venueInstant } from '../bookings/format';
import { useDeskBooking, usePaymentLink } from './desk-api';
import { DeskBookingResult } from './desk-booking-result';
import type { DeskResult } from './desk-booking-result';
import { DeskCustomerPicker } from './desk-customer-picker';
import type { DeskCustomer } from './desk-customer-picker';
import { DeskSessionPicker } from './desk-session-picker';
import type { DeskSession } from './desk-session-picker';

const HOURS = Array.from({ length: 17 }, (_v, i) => `${String(7 + i).padStart(2, '0')}:00`);
const DURATIONS = [60, 90, 120, 180];
const TYPES = ['normal', 'abo', 'come_together'] as const;
const METHODS = ['cash', 'card_terminal', 'bank_transfer', 'payment_link'] as const;
const LINK_HOURS = [2, 24, 48, 72];
type BookingType = (typeof TYPES)[number];
type Method = (typeof METHODS)[number];

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
  const [type, setType] = useState<BookingType>('normal');
  const [places, setPlaces] = useState(1);
  const [session, setSession] = useState<DeskSession | null>(null);
  const [lastDate, setLastDate] = useState('');
  const [customer, setCustomer] = useState<DeskCustomer>({
    mode: 'walk-in',
    contact: { name: '', email: '', phone: '' },
  });
  const [method, setMethod] = useState<Method>('cash');
  const [linkHours, setLinkHours] = useState(24);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DeskResult | null>(null);
  const book = useDeskBooking();
  const sendLink = usePaymentLink();

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
  const isSession = type === 'come_together';
  const maxPlaces = Math.max(1, Math.min(50, session?.placesLeft ?? 50));
  const canBook =
    (isSession ? Boolean(session) && places <= maxPlaces : Boolean(court)) &&
    (customer.mode === 'account'
      ? Boolean(customer.customer)
      : Boolean(customer.contact.name && customer.contact.email));
  const isPending = book.isPending || sendLink.isPending;

  const submit = () => {
    setError(null);
    // A session's court and times come from the session itself.
    const begin = isSession && session ? new Date(session.start) : venueInstant(date, start);
    const end = isSession && session ? new Date(session.end) : new Date(begin.getTime() + minutes * 60_000);
    const who =
      customer.mode === 'account'
        ? { userId: customer.customer!.id }
        : {
            contact: {
              name: customer.contact.name,
              email: customer.contact.email,
              ...(customer.contact.phone ? { phone: customer.contact.phone } : {}),
            },
          };
    const items = [
      {
        resourceId: isSession && session ? session.resourceId : court,
        start: begin.toISOString(),
        end: end.toISOString(),
        type,
        places: type === 'come_together' ? places : 1,
        ...(type === 'abo' && lastDate ? { subEndDate: lastDate } : {}),
      },
    ];
    const locale = i18n.language.startsWith('de') ? ('de' as const) : ('en' as const);
    const onError = (e: unknown) => setError(errorMessage(e));
    if (method === 'payment_link') {
      sendLink.mutate(
        { ...who, items, locale, validHours: linkHours },
        { onSuccess: (answer) => setResult({ kind: 'link', answer }), onError },
      );
    } else {
      book.mutate(
        { ...who, items, paymentMethod: method, locale },
        { onSuccess: (answer) => setResult({ kind: 'booked', answer }), onError },
      );
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="desk-booking-title">
      <DialogTitle id="desk-booking-title">{t('desk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {result ? <DeskBookingResult result={result} onOpen={onClose} /> : null}
          {error ? (
            <Alert severity="error" data-testid="desk-error">
              {error}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('desk.type')}
              value={type}
              onChange={(e) => setType(e.target.value as BookingType)}
              sx={{ minWidth: 200 }}
            >
              {TYPES.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`desk.types.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            {type === 'come_together' ? (
              <TextField
                size="small"
                type="number"
                label={t('desk.places')}
                value={places}
                onChange={(e) => setPlaces(Math.max(1, Math.min(maxPlaces, Number(e.target.value) || 1)))}
                slotProps={{ htmlInput: { min: 1, max: maxPlaces } }}
                helperText={
                  session
                    ? t('desk.placesLeft', { count: session.placesLeft ?? 0, capacity: session.capacity ?? 0 })
                    : undefined
                }
                sx={{ width: { xs: '100%', sm: 150 } }}
              />
            ) : null}
            {type === 'abo' ? (
              <TextField
                size="small"
                type="date"
                label={t('desk.lastDate')}
                value={lastDate}
                onChange={(e) => setLastDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
          </Stack>
          {type === 'abo' ? (
            <Alert severity="info" variant="outlined">
              {t('desk.aboHint')}
            </Alert>
          ) : null}
          {isSession ? (
            <DeskSessionPicker
              value={session}
              onChange={(s) => {
                setSession(s);
                if (s) setPlaces((n) => Math.max(1, Math.min(n, s.placesLeft ?? n)));
              }}
            />
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ display: isSession ? 'none' : undefined }}>
            <TextField
              select
              size="small"
              label={t('desk.court')}
              value={court}
              onChange={(e) => setResourceId(e.target.value)}
              sx={{ minWidth: 150 }}
            >
              {(courts.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label={t('desk.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              size="small"
              label={t('desk.start')}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              sx={{ minWidth: 100 }}
            >
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {h}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('desk.duration')}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
              sx={{ minWidth: 110 }}
            >
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
            <RadioGroup
              row
              aria-labelledby="desk-payment-label"
              value={method}
              onChange={(e) => setMethod(e.target.value as Method)}
            >
              {METHODS.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  control={<Radio size="small" />}
                  label={t(m === 'payment_link' ? 'desk.payment_link' : `payment.${m}`)}
                />
              ))}
            </RadioGroup>
          </div>
          {method === 'payment_link' ? (
            <TextField
              select
              size="small"
              label={t('desk.linkValid')}
              value={linkHours}
              onChange={(e) => setLinkHours(Number(e.target.value))}
              sx={{ maxWidth: 180 }}
            >
              {LINK_HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {t('desk.hours', { count: h })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={!canBook || isPending}>
          {method === 'payment_link' ? t('desk.sendLink') : t('desk.book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
