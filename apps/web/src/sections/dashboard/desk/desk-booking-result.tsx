// What the desk sees after booking: paid (cash, card), booked with an open transfer, or the
// payment link that went out, with the link itself to read out or copy.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DeskBookingAnswer } from '@courtside/core/dashboard-schemas';
import type { PaymentLinkCreated } from '@courtside/core/payment-link-schemas';
import { paths } from '../../../config/paths';
import { formatMoney } from '../bookings/format';
import { useDateFormat } from '../../../lib/format-date';

export type DeskResult = { kind: 'booked'; answer: DeskBookingAnswer } | { kind: 'link'; answer: PaymentLinkCreated };

export function DeskBookingResult({ result, onOpen }: { result: DeskResult; onOpen: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const [isCopied, setCopied] = useState(false);
  const firstId = result.answer.bookingIds[0];
  const open = firstId ? (
    <Button
      component={RouterLink}
      to={paths.dashboard.bookings.details(firstId)}
      color="inherit"
      size="small"
      onClick={onOpen}
    >
      {t('desk.openBooking')}
    </Button>
  ) : null;
  const moreDates =
    result.answer.bookingIds.length > 1 ? ` ${t('desk.bookedDates', { count: result.answer.bookingIds.length })}` : '';
  if (result.kind === 'link' && (result.answer.state === 'paid' || !result.answer.url)) {
    // A coupon covered everything: booked at once, the confirmation went out instead of a link.
    return (
      <Alert severity="success" action={open} data-testid="desk-result">
        {t('desk.linkNotNeeded', { email: result.answer.sentTo })}
        {moreDates}
      </Alert>
    );
  }
  if (result.kind === 'link') {
    const { answer } = result;
    const url = answer.url ?? '';
    return (
      <Alert severity="success" action={open} data-testid="desk-result">
        <Stack spacing={0.5}>
          <span>
            {t('desk.linkSent', {
              email: answer.sentTo,
              total: formatMoney(answer.totalCents, i18n.language),
              until: answer.expiresAt ? dates.dateTime(answer.expiresAt) : '',
            })}
            {moreDates}
          </span>
          <Link
            href={url}
            target="_blank"
            rel="noopener"
            sx={{ wordBreak: 'break-all' }}
            data-testid="payment-link-url"
          >
            {url}
          </Link>
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {isCopied ? t('desk.copied') : t('desk.copyLink')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { answer } = result;
  return (
    <Alert severity="success" action={open} data-testid="desk-result">
      {answer.paymentStatus === 'pending'
        ? t('desk.bookedPending', {
            total: formatMoney(answer.totalCents, i18n.language),
            invoice: answer.invoiceNumber ?? '',
          })
        : t('desk.booked', {
            total: formatMoney(answer.totalCents, i18n.language),
            method: t(`payment.${answer.paymentMethod}`, { defaultValue: answer.paymentMethod }),
            invoice: answer.invoiceNumber ?? '',
          })}
      {moreDates}
    </Alert>
  );
}
