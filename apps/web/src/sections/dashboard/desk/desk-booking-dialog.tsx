// Book at the desk for a walk-in or phone customer: court, date, time and length; a
// single booking, an abo (weekly until the last date) or come-together places (picked from the
// upcoming sessions, which fill court and times; full ones cannot be chosen); the customer
// (found, created or a walk-in, whose e-mail is optional); and cash, card at the desk, bank
// transfer, or a payment link mailed to the customer; shop products sold with it or alone and rentals
// for the court (docs/product/shop.md#desk-sales). Only bookable start times are offered (the
// next one is the default), the total to collect shows before booking, and after success the
// result replaces the form until "New booking". The server's message is shown; the form keeps input.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCourts } from '../bookings/api/staff-bookings';
import { venueDate, venueInstant } from '../bookings/format';
import { useDateFormat } from '../../../lib/format-date';
import type { PaymentLinkInput } from '@courtside/core/payment-link-schemas';
import { useDeskBooking, usePaymentLink } from './desk-api';
import { DeskBookingResult } from './desk-booking-result';
import type { DeskResult } from './desk-booking-result';
import { DeskCustomerPicker } from './desk-customer-picker';
import { DeskGoodsFields, noGoods } from './desk-goods-fields';
import { DeskPaymentFields } from './desk-payment-fields';
import type { Method } from './desk-payment-fields';
import type { DeskCustomer } from './desk-customer-picker';
import { DeskQuoteLine } from './desk-quote';
import { DeskSessionPicker } from './desk-session-picker';
import { DeskSlotFields } from './desk-slot-fields';
import { useDeskStarts } from './desk-starts';
import type { DeskSession } from './desk-session-picker';

const TYPES = ['normal', 'abo', 'come_together', 'products'] as const;
type BookingType = (typeof TYPES)[number];

export interface DeskBookingDialogProps {
  open: boolean;
  onClose: () => void;
  initial?: { resourceId?: string; date?: string; start?: string };
}

const emptyCustomer: DeskCustomer = { mode: 'walk-in', contact: { name: '', email: '', phone: '' } };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function DeskBookingDialog({ open, onClose, initial }: DeskBookingDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const [date, setDate] = useState(initial?.date ?? venueDate(dates.timeZone));
  const courts = useCourts(date);
  const [resourceId, setResourceId] = useState(initial?.resourceId ?? '');
  const [chosenStart, setStart] = useState(initial?.start ?? '');
  const [minutes, setMinutes] = useState(60);
  const [type, setType] = useState<BookingType>('normal');
  const [places, setPlaces] = useState(1);
  const [session, setSession] = useState<DeskSession | null>(null);
  const [lastDate, setLastDate] = useState('');
  const [customer, setCustomer] = useState<DeskCustomer>(emptyCustomer);
  const [chosenMethod, setMethod] = useState<Method>('cash');
  const [goods, setGoods] = useState(noGoods);
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
  const isShop = type === 'products';
  const goodsFor = { products: goods.products, rentals: type === 'normal' ? goods.rentals : [] };
  // A payment link carries court time only: with products the money is taken at the desk.
  const linkAllowed = !isShop && goods.products.length + goodsFor.rentals.length === 0;
  const method: Method = chosenMethod === 'payment_link' && !linkAllowed ? 'cash' : chosenMethod;
  const { starts, isLoading: startsLoading } = useDeskStarts(date, court, dates.timeZone, open && !isSession);
  // The chosen start while it is still bookable, else the next bookable one.
  const start = starts.includes(chosenStart) ? chosenStart : (starts[0] ?? '');
  const maxPlaces = Math.max(1, Math.min(50, session?.placesLeft ?? 50));
  const canBook =
    (isShop
      ? goods.products.length > 0
      : isSession
        ? Boolean(session) && places <= maxPlaces
        : Boolean(court && start)) &&
    (customer.mode === 'account'
      ? Boolean(customer.customer)
      : Boolean(customer.contact.name && (customer.contact.email || method !== 'payment_link')));
  const isPending = book.isPending || sendLink.isPending;

  const startNew = () => {
    setResult(null);
    setError(null);
    setType('normal');
    setSession(null);
    setPlaces(1);
    setLastDate('');
    setStart('');
    setCustomer(emptyCustomer);
    setMethod('cash');
    setGoods(noGoods);
  };

  const itemsNow = () => {
    if (isShop) return [];
    // A session's court and times come from the session itself.
    const begin = isSession && session ? new Date(session.start) : venueInstant(date, start, dates.timeZone);
    const end = isSession && session ? new Date(session.end) : new Date(begin.getTime() + minutes * 60_000);
    return [
      {
        resourceId: isSession && session ? session.resourceId : court,
        start: begin.toISOString(),
        end: end.toISOString(),
        type,
        places: type === 'come_together' ? places : 1,
        ...(type === 'abo' && lastDate ? { subEndDate: lastDate } : {}),
      },
    ];
  };
  const who = () =>
    customer.mode === 'account'
      ? { userId: customer.customer!.id }
      : {
          contact: {
            name: customer.contact.name,
            ...(customer.contact.email ? { email: customer.contact.email } : {}),
            ...(customer.contact.phone ? { phone: customer.contact.phone } : {}),
          },
        };
  const quoteBody =
    open &&
    !result &&
    method !== 'payment_link' &&
    (isShop ? goods.products.length > 0 : isSession ? Boolean(session) : Boolean(court && start))
      ? {
          items: itemsNow(),
          ...goodsFor,
          paymentMethod: method,
          ...(customer.mode === 'account' && customer.customer ? { userId: customer.customer.id } : {}),
        }
      : null;

  const submit = () => {
    setError(null);
    const items = itemsNow();
    const locale = i18n.language.startsWith('de') ? ('de' as const) : ('en' as const);
    const onError = (e: unknown) => setError(errorMessage(e));
    if (method === 'payment_link') {
      sendLink.mutate(
        { ...(who() as PaymentLinkInput), items, locale, validHours: linkHours },
        { onSuccess: (answer) => setResult({ kind: 'link', answer }), onError },
      );
    } else {
      book.mutate(
        { ...who(), items, ...goodsFor, paymentMethod: method, locale },
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
          {result ? null : (
            <>
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
              {isShop ? null : (
                <DeskSlotFields
                  isSession={isSession}
                  courts={courts.data ?? []}
                  court={court}
                  setResourceId={setResourceId}
                  date={date}
                  setDate={setDate}
                  starts={starts}
                  startsLoading={startsLoading}
                  start={start}
                  setStart={setStart}
                  minutes={minutes}
                  setMinutes={setMinutes}
                />
              )}
              <DeskCustomerPicker value={customer} onChange={setCustomer} onError={(e) => setError(errorMessage(e))} />
              <DeskGoodsFields value={goods} onChange={setGoods} rentals={type === 'normal'} />
              <DeskPaymentFields
                method={method}
                setMethod={setMethod}
                linkHours={linkHours}
                setLinkHours={setLinkHours}
                allowLink={linkAllowed}
              />
              <DeskQuoteLine body={quoteBody} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {result ? (
          <Button variant="contained" onClick={startNew}>
            {t('desk.newBooking')}
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={!canBook || isPending}>
            {method === 'payment_link' ? t('desk.sendLink') : t('desk.book')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
