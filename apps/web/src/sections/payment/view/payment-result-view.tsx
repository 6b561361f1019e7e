// /payment: the result of a payment (docs/product.md#checkout). Paid → the confirmation with the bookings, the
// invoice PDF and an .ics for the calendar; failed → why, and the way back to try again.
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import type { Formatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { bookPathFor, checkoutPathFor } from '../../cart/use-checkout-path';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { readLastOrder } from '../../checkout/last-order';
import { downloadOrderCalendar } from '../api/download-calendar';
import { downloadInvoicePdf } from '../api/download-invoice';
import { useOrder } from '../api/get-order';
import { OrderFulfilment } from '../components/order-fulfilment';
import { OrderItems } from '../components/order-items';
import { SplitShares, takeOverRest, useOrderSplit } from '../../../components/split-shares/split-shares';
import { useStripeReturn } from '../use-stripe-return';

function PaidOrder({ order, f }: { order: OrderDto; f: Formatters }) {
  const { t } = useTranslation('checkout');
  const notify = useNotify();
  const isSignedIn = useIsSignedIn();
  const invoice = order.invoices.find((i) => i.kind === 'invoice');
  // A guest whose cookie is gone (another browser, cleared cookies) still has the mail.
  const onInvoiceError = (error: unknown) => {
    if (!isSignedIn && error instanceof ApiError && error.status === 404)
      notify.info(t('result.invoiceByMail', { email: order.customer.email }));
    else notify.error(error);
  };
  // The server's file (the mail's attachment too): every date of an abo, Berlin wall-clock times.
  const onCalendar = () => void downloadOrderCalendar(order.id).catch((error: unknown) => notify.error(error));

  // What the fee line of the order summary charged, VAT included (core pricing.ts: the waiver is ≤ 0).
  const fee = order.summary.serviceFee + order.summary.serviceFeeVat + order.summary.serviceFeeWaiver;

  return (
    <>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1, mb: 4 }}>
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h3" component="h1" data-testid="payment-success">
          {t('result.successTitle')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 520 }}>
          {t('result.successText', { email: order.customer.email })}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('result.bookings')}
        </Typography>
        <OrderItems order={order} f={f} />
        {order.fulfilment ? <OrderFulfilment fulfilment={order.fulfilment} /> : null}
        {fee > 0 ? (
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }} data-testid="result-service-fee">
            <Typography variant="body2">{t('summary.serviceFee')}</Typography>
            <Typography variant="body2">{f.money(fee)}</Typography>
          </Stack>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
          <Typography variant="subtitle1">{t('result.paid')}</Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="result-total">
            {f.money(order.totalCents)}
          </Typography>
        </Stack>
        {order.couponCode ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('result.coupon', { code: order.couponCode, amount: f.money(order.summary.discount) })}
          </Typography>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          {invoice ? (
            <Button
              variant="outlined"
              startIcon={<ReceiptLongOutlinedIcon />}
              onClick={() =>
                // Guests download through the httpOnly cart cookie that placed the order (modules/invoice).
                void downloadInvoicePdf(invoice.id, `${invoice.number}.pdf`).catch(onInvoiceError)
              }
              data-testid="invoice-download"
            >
              {t('result.invoice', { number: invoice.number })}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<EventOutlinedIcon />}
            onClick={onCalendar}
            data-testid="add-to-calendar"
          >
            {t('result.calendar')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to={bookPathFor(isSignedIn)} variant="contained">
            {t('result.bookMore')}
          </Button>
        </Stack>
        {isSignedIn ? null : (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('result.guestHint')}
          </Typography>
        )}
      </Paper>
    </>
  );
}

export function PaymentResultView() {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const [searchParams] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const orderId = searchParams.get('orderId') ?? readLastOrder(null)?.orderId ?? null;
  const order = useOrder(orderId);
  // A split court (docs/product/split-payment.md): the booker's share is paid, the others' follow.
  const split = useOrderSplit(order.data?.split ? orderId : null).data ?? null;
  const navigate = useNavigate();
  const notify = useNotify();
  // Back from Stripe's 3-D Secure or bank page: confirm through our API first.
  const stripeReturn = useStripeReturn(orderId);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {!orderId ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
          <Typography variant="h4" component="h1">
            {t('result.noneTitle')}
          </Typography>
          <Button component={RouterLink} to={paths.booking.root} variant="contained">
            {t('cart.startBooking')}
          </Button>
        </Stack>
      ) : order.isPending || stripeReturn.isConfirming ? (
        <Stack sx={{ gap: 2 }} aria-busy>
          <Skeleton variant="circular" width={72} height={72} sx={{ mx: 'auto' }} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : order.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void order.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {t('result.loadError')}
        </Alert>
      ) : order.data.status === 'completed' ? (
        <>
          <PaidOrder order={order.data} f={f} />
          {split ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
              <SplitShares split={split} money={f.money} />
            </Paper>
          ) : null}
        </>
      ) : split && order.data.status === 'pending' && split.shares[0]?.status === 'paid' ? (
        <Stack sx={{ gap: 3 }}>
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1 }}>
            <CheckCircleRoundedIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
            <Typography variant="h3" component="h1" data-testid="split-share-paid">
              {t('split.paidTitle')}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 520 }}>
              {t(split.status === 'rest' ? 'split.restText' : 'split.paidText')}
            </Typography>
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <OrderItems order={order.data} f={f} />
            <Divider sx={{ my: 2 }} />
            <SplitShares split={split} money={f.money} />
            {split.status === 'open' ? (
              <Button
                variant="outlined"
                sx={{ mt: 2 }}
                onClick={() =>
                  void takeOverRest(split.orderId)
                    .then(({ path }) => navigate(path))
                    .catch((error: unknown) => notify.error(error))
                }
                data-testid="split-pay-rest"
              >
                {t('split.payRestNow')}
              </Button>
            ) : null}
          </Paper>
        </Stack>
      ) : order.data.status === 'pending' && !order.data.failedPaymentStatus ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }} role="status">
          <CircularProgress />
          <Typography variant="h4" component="h1">
            {t('result.pendingTitle')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {t('result.pendingText')}
          </Typography>
        </Stack>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <Typography variant="h3" component="h1" data-testid="payment-failed-title">
            {order.data.status === 'pending' ? t('result.failedTitle') : t(`result.status.${order.data.status}`)}
          </Typography>
          <Alert severity="error">{stripeReturn.error ?? order.data.failureMessage ?? t('payment.declined')}</Alert>
          {order.data.status === 'pending' ? (
            <Button
              component={RouterLink}
              to={checkoutPathFor(isSignedIn, 1)}
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('result.tryAgain')}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={bookPathFor(isSignedIn)}
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('cart.startBooking')}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
