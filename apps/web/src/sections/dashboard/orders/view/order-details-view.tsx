// /dashboard/order/:id: an order with its items, totals, payments, refunds,
// invoices and history; staff with payment.refund refund money or credit a voucher.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { HistoryList } from '../../shared/record-history';
import { useOrder, useOrderRefunds } from '../api/orders';
import { OrderItemsTable, PaymentsTable, RefundsTable } from '../components/order-tables';
import { RefundDialog } from '../components/refund-dialog';
import { StatusChip } from '../../shared/status-chip';
import { PaymentLinkPanel } from '../../payment-links/payment-link-panel';
import { SplitPanel } from '../../payment-links/split-panel';

function Totals({ order }: { order: OrderDto }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const s = order.summary;
  const lines: [string, number][] = [
    [t('orders.totals.subtotal'), s.subtotal],
    [t('orders.totals.discount'), -s.discount],
    [t('orders.totals.serviceFee'), s.serviceFee + s.serviceFeeVat],
    [t('orders.totals.waiver'), s.serviceFeeWaiver],
    [t('orders.totals.vat'), s.vat],
    [t('orders.totals.voucher'), -order.voucherCents],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
      {lines
        .filter(([, v]) => v !== 0)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {format.money(value)}
            </Typography>
          </Box>
        ))}
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {t('orders.totals.total')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
        {format.money(order.totalCents)}
      </Typography>
    </Box>
  );
}

function OrderDetails({ order }: { order: OrderDto }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const user = useAuthStore((s) => s.user);
  const refunds = useOrderRefunds(order.id);
  const [isRefunding, setRefunding] = useState(false);
  const refundable = order.payments
    .filter((p) => p.status === 'succeeded')
    .reduce((s, p) => s + p.amountCents - p.refundedCents, 0);
  const canRefund = hasPermission(user, 'payment.refund') && order.status === 'completed' && refundable > 0;
  const canSeeHistory = hasPermission(user, 'order.read.any');
  return (
    <>
      <PageHeader
        title={t('orders.detailTitle', { date: format.dateTime(order.createdAt) })}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <StatusChip status={order.status} />
            <span>
              {order.customer.name} · {order.customer.email}
            </span>
          </Stack>
        }
        actions={
          <>
            <Button component={RouterLink} to={paths.dashboard.order.root}>
              {t('actions.back')}
            </Button>
            {canRefund ? (
              <Button variant="contained" color="error" onClick={() => setRefunding(true)}>
                {t('orders.refund')}
              </Button>
            ) : null}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Card>
            <CardHeader title={t('orders.items')} />
            <CardContent>
              <OrderItemsTable order={order} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={t('orders.payments')} />
            <CardContent>
              {order.payments.length ? (
                <PaymentsTable order={order} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('orders.noPayments')}</Typography>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={t('orders.refunds')} />
            <CardContent>
              <QueryFeedback isLoading={refunds.isLoading} error={refunds.error}>
                <RefundsTable refunds={refunds.data?.rows ?? []} />
              </QueryFeedback>
            </CardContent>
          </Card>
        </Stack>
        <Stack spacing={3}>
          <PaymentLinkPanel orderId={order.id} />
          <SplitPanel orderId={order.id} isSplit={order.split} />
          <Card>
            <CardHeader title={t('orders.totals.title')} />
            <CardContent>
              <Totals order={order} />
              {order.couponCode ? (
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                  {t('orders.couponUsed', { code: order.couponCode })}
                </Typography>
              ) : null}
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                {t('orders.paidWith', { provider: t(`providers.${order.provider}`, { defaultValue: order.provider }) })}
              </Typography>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={t('orders.invoices')} />
            <CardContent>
              {order.invoices.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{t('orders.noInvoices')}</Typography>
              ) : null}
              <Stack spacing={1}>
                {order.invoices.map((inv) => (
                  <Stack
                    key={inv.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Link component={RouterLink} to={paths.dashboard.invoice.details(inv.id)}>
                      {inv.kind === 'credit_note' ? t('invoices.kinds.credit_note') : t('invoices.kinds.invoice')}{' '}
                      {inv.number}
                    </Link>
                    <StatusChip status={inv.status} />
                    <Typography>{format.money(inv.totalCents)}</Typography>
                  </Stack>
                ))}
              </Stack>
            </CardContent>
          </Card>
          {order.billingAddress ? (
            <Card>
              <CardHeader title={t('orders.billing')} />
              <CardContent>
                <Typography>
                  {order.billingAddress.company ?? order.billingAddress.name ?? order.customer.name}
                </Typography>
                <Typography>{order.billingAddress.street}</Typography>
                <Typography>
                  {order.billingAddress.postalCode} {order.billingAddress.city} {order.billingAddress.country}
                </Typography>
              </CardContent>
            </Card>
          ) : null}
          {canSeeHistory ? (
            <Card>
              <CardHeader title={t('history.title')} />
              <CardContent>
                <HistoryList entity="order" id={order.id} />
              </CardContent>
            </Card>
          ) : null}
        </Stack>
      </Box>
      {isRefunding ? (
        <RefundDialog orderId={order.id} refundableCents={refundable} onClose={() => setRefunding(false)} />
      ) : null}
    </>
  );
}

export function OrderDetailsView() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useOrder(id);
  return (
    <QueryFeedback isLoading={isLoading} error={error}>
      {data ? <OrderDetails order={data} /> : null}
    </QueryFeedback>
  );
}
