// One booking for the desk: customer, payment, invoices, refunds and the history,
// with cancel (with or without refund), refund, move, check-in and no-show.
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../../components/page/page-meta';
import { paths } from '../../../../config/paths';
import { useOrderRefund, useStaffAction, useStaffBooking } from '../api/staff-bookings';
import type { StaffAction } from '../api/staff-bookings';
import { CancelDialog, MoveDialog, RefundDialog } from '../components/booking-action-dialogs';
import { PaymentLinkPanel } from '../../payment-links/payment-link-panel';
import { SplitPanel } from '../../payment-links/split-panel';
import { BookingRentalsCard } from '../../rentals/components/booking-rentals-card';
import { formatMoney, venueDate, venueInstant } from '../format';
import { toLocalInput, useDateFormat } from '../../../../lib/format-date';
import { StatusMessage } from '../../shared/status-message';
import type { StaffMessage } from '../../shared/status-message';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function BookingDetailView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const locale = i18n.language;
  const { data, error, isLoading } = useStaffBooking(id);
  const action = useStaffAction(id);
  const refund = useOrderRefund(data?.order?.id);
  const [dialog, setDialog] = useState<'cancel' | 'move' | 'refund' | null>(null);
  const [message, setMessage] = useState<StaffMessage | null>(null);

  const run = (a: StaffAction) =>
    action.mutate(a, {
      onSuccess: () => {
        setDialog(null);
        setMessage({ severity: 'success', text: t('detail.done') });
      },
      onError: (e) => setMessage({ severity: 'error', text: e instanceof Error ? e.message : String(e) }),
    });

  if (isLoading) return <Typography>{t('common.loading')}</Typography>;
  if (error || !data)
    return <Alert severity="error">{error instanceof Error ? error.message : t('common.none')}</Alert>;
  const b = data.booking;
  const isOpen = b.status === 'upcoming' || b.status === 'pending' || b.status === 'reserved';

  return (
    <>
      <PageMeta title={`${t('detail.title')} · ${b.resourceName}`} />
      <Link component={RouterLink} to={paths.dashboard.bookings.root} sx={{ display: 'inline-block', mb: 1 }}>
        ← {t('detail.back')}
      </Link>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {b.resourceName} · {dates.dateTime(b.start)}–{dates.time(b.end)}
        </Typography>
        <Chip
          label={t(`status.${b.status}`)}
          data-testid="booking-status"
          color={b.status === 'upcoming' ? 'success' : 'default'}
        />
        <Chip label={t(`type.${b.type}`)} variant="outlined" />
        {b.checkedInAt ? (
          <Chip color="info" label={t('detail.checkedInAt', { time: dates.time(b.checkedInAt) })} />
        ) : null}
        {b.noShow ? <Chip color="warning" label={t('detail.noShowMark')} /> : null}
      </Stack>
      <StatusMessage message={message} onClose={() => setMessage(null)} sx={{ mb: 2 }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} aria-label={t('detail.actions')}>
        <Button variant="outlined" disabled={!isOpen || action.isPending} onClick={() => run({ kind: 'check-in' })}>
          {t('detail.checkIn')}
        </Button>
        <Button variant="outlined" disabled={!isOpen || action.isPending} onClick={() => run({ kind: 'no-show' })}>
          {t('detail.noShow')}
        </Button>
        <Button variant="outlined" disabled={!isOpen || Boolean(b.sessionId)} onClick={() => setDialog('move')}>
          {t('detail.move')}
        </Button>
        <Button
          variant="outlined"
          disabled={!data.order || data.refundableCents <= 0}
          onClick={() => setDialog('refund')}
        >
          {t('detail.refund')}
        </Button>
        <Button variant="outlined" color="error" disabled={!isOpen} onClick={() => setDialog('cancel')}>
          {t('detail.cancel')}
        </Button>
      </Stack>
      {data.order ? (
        <Box sx={{ mb: 2 }}>
          <PaymentLinkPanel orderId={data.order.id} />
          <SplitPanel orderId={data.order.id} isSplit={data.order.split} />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={t('detail.customer')}>
          <Typography>{data.customer?.name ?? t('common.guest')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[data.customer?.email, data.customer?.phone].filter(Boolean).join(' · ')}
          </Typography>
          {data.customer?.isGuest ? <Chip size="small" label={t('common.guest')} sx={{ mt: 1 }} /> : null}
        </Section>
        <Section title={t('detail.payment')}>
          {data.order ? (
            <>
              <Typography>
                {t('detail.total')}: {formatMoney(data.order.totalCents, locale)} ·{' '}
                {t(`payment.${data.order.paymentMethod ?? 'online'}`, { defaultValue: data.order.paymentMethod ?? '' })}
              </Typography>
              {data.payments.map((p) => (
                <Typography key={p.id} variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatMoney(p.amountCents, locale)} · {p.method} · {p.status}
                  {p.refundedCents ? ` · −${formatMoney(p.refundedCents, locale)}` : ''}
                </Typography>
              ))}
              <Typography variant="body2">
                {t('detail.refundable')}: {formatMoney(data.refundableCents, locale)}
              </Typography>
              <Link component={RouterLink} to={paths.dashboard.order.details(data.order.id)} variant="body2">
                {t('detail.openOrder')}
              </Link>
            </>
          ) : (
            <Typography variant="body2">{t('detail.noOrder')}</Typography>
          )}
        </Section>
        <Section title={t('detail.invoices')}>
          {data.invoices.length ? (
            data.invoices.map((inv) => (
              <Typography key={inv.id} variant="body2">
                {inv.number} · {inv.kind} · {inv.status} · {formatMoney(inv.totalCents, locale)} ·{' '}
                <Link href={`/api/v1/invoices/${inv.id}/pdf`} target="_blank" rel="noopener" underline="always">
                  {t('detail.pdf')}
                </Link>
              </Typography>
            ))
          ) : (
            <Typography variant="body2">{t('detail.noInvoices')}</Typography>
          )}
          {data.refunds.length ? (
            <>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {t('detail.refunds')}
              </Typography>
              {data.refunds.map((r) => (
                <Typography key={r.id} variant="body2" data-testid="refund-row">
                  {formatMoney(r.amountCents, locale)} · {r.kind} · {r.status} · {r.reason}
                </Typography>
              ))}
            </>
          ) : null}
        </Section>
        {/* Its texts load with it; the rest of the booking stays on screen meanwhile. */}
        <Suspense fallback={null}>
          <BookingRentalsCard bookingId={b.id} />
        </Suspense>
        <Section title={t('detail.history')}>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="booking-history">
            {data.history.map((h) => (
              <li key={`${h.source}-${h.id}`}>
                <Typography variant="body2">
                  {dates.dateTime(h.createdAt)} · <strong>{h.action}</strong>
                  {h.toStatus && h.fromStatus !== h.toStatus
                    ? ` → ${t(`status.${h.toStatus}`, { defaultValue: h.toStatus })}`
                    : ''}{' '}
                  · {h.actorName ? t('detail.by', { name: h.actorName }) : t('detail.system')}
                  {h.reason ? ` · ${h.reason}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Section>
      </Box>
      {dialog === 'cancel' ? (
        <CancelDialog
          open
          onClose={() => setDialog(null)}
          isPending={action.isPending}
          onConfirm={(v) => run({ kind: 'cancel', ...v })}
        />
      ) : null}
      {dialog === 'move' ? (
        <MoveDialog
          open
          onClose={() => setDialog(null)}
          isPending={action.isPending}
          current={{
            resourceId: b.resourceId,
            date: venueDate(dates.timeZone, new Date(b.start)),
            start: toLocalInput(b.start, dates.timeZone).slice(11, 16),
          }}
          onConfirm={(v) =>
            run({
              kind: 'move',
              resourceId: v.resourceId,
              start: venueInstant(v.date, v.start, dates.timeZone).toISOString(),
            })
          }
        />
      ) : null}
      {dialog === 'refund' ? (
        <RefundDialog
          open
          onClose={() => setDialog(null)}
          isPending={refund.isPending}
          maxCents={data.refundableCents}
          onConfirm={(v) =>
            refund.mutate(v, {
              onSuccess: () => {
                setDialog(null);
                setMessage({ severity: 'success', text: t('detail.done') });
              },
              onError: (e) => setMessage({ severity: 'error', text: e instanceof Error ? e.message : String(e) }),
            })
          }
        />
      ) : null}
    </>
  );
}
