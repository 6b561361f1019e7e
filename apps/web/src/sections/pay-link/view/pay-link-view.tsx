// /pay/:token — the page a payment link opens: the order summary, the deadline the
// link states, and the payment; once paid, expired or cancelled it says so plainly.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import { usePaymentLink } from '../api/payment-link';
import { useDateFormat } from '../../../lib/format-date';
import { money } from '../components/format';
import { OrderSummary } from '../components/order-summary';
import { PayForm } from '../components/pay-form';
import { AdyenPay, PayPalPay, ProviderChoice } from '../components/provider-pay';
import { ShareTenders } from '../components/share-tenders';
import { StripePay } from '../components/stripe-pay';

export function PayLinkView() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('paylink');
  const link = usePaymentLink(token);
  const lang = i18n.language;
  const f = useDateFormat();

  let body: React.ReactNode;
  if (link.isPending) {
    body = <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />;
  } else if (link.isError) {
    const isUnknown = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    const isReplaced =
      link.error instanceof ApiError && (link.error.details as { reason?: string } | undefined)?.reason === 'replaced';
    body = (
      <Alert severity="error" data-testid="pay-link-error">
        {isReplaced ? t('replaced') : isUnknown ? t('unknown') : link.error.message}
      </Alert>
    );
  } else {
    const data = link.data;
    const deadline = f.deadline(data.expiresAt);
    // A share link of a split court pays this payer's share only (docs/product/split-payment.md).
    const share = data.share ?? null;
    const due = money(share ? share.amountCents : data.summary.total, lang, data.currency);
    // What a voucher already pays of the share: the card pays the rest.
    const voucherCents = share?.voucherCents ?? 0;
    const toPay = voucherCents > 0 ? money(share!.amountCents - voucherCents, lang, data.currency) : due;
    body = (
      <>
        <Typography variant="body1">
          {share && !share.isRest
            ? t('share.greeting', { name: data.customerName, venue: data.venueName })
            : t('greeting', { name: data.customerName, venue: data.venueName })}
        </Typography>
        <OrderSummary link={data} />
        {share ? (
          <Alert severity="info" icon={false} data-testid="pay-link-share">
            <Typography variant="h6" component="p">
              {t(share.isRest ? 'share.rest' : 'share.yours', { amount: due })}
            </Typography>
            {share.isRest
              ? null
              : t('share.of', { count: share.players, total: money(data.summary.total, lang, data.currency) })}
            {voucherCents > 0 ? (
              <Typography variant="body2" data-testid="pay-link-voucher-part">
                {t('tender.voucherPaid', { amount: money(voucherCents, lang, data.currency), rest: toPay })}
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        {data.state === 'open' ? (
          <>
            <Alert severity="warning" variant="outlined" data-testid="pay-link-deadline">
              {t(share ? 'share.deadline' : 'deadline', { deadline })}
            </Alert>
            {share ? null : <ProviderChoice token={token} link={data} />}
            {share && !share.isRest ? <ShareTenders token={token} currency={data.currency} /> : null}
            {data.provider === 'test' ? (
              <PayForm token={token} totalLabel={toPay} />
            ) : data.provider === 'stripe' && data.clientSecret && data.publicConfig.publishableKey ? (
              <StripePay
                key={data.clientSecret}
                token={token}
                publishableKey={data.publicConfig.publishableKey}
                clientSecret={data.clientSecret}
                totalLabel={toPay}
              />
            ) : data.provider === 'paypal' && data.clientSecret && data.publicConfig.clientId ? (
              <PayPalPay token={token} link={data} />
            ) : data.provider === 'adyen' && data.clientSecret && data.publicConfig.clientKey ? (
              <AdyenPay key={data.clientSecret} token={token} link={data} />
            ) : (
              <Alert severity="error">{t('providerMissing')}</Alert>
            )}
          </>
        ) : (
          <Alert severity={data.state === 'paid' ? 'success' : 'error'} data-testid="pay-link-state">
            {t(share ? `share.state.${data.state}` : `state.${data.state}`, {
              deadline,
              invoice: data.invoiceNumber ?? '',
            })}
          </Alert>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h4" component="h1">
            {link.data?.share ? t('share.title') : t('title')}
          </Typography>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
