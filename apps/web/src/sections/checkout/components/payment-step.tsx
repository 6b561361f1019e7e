// Step book.step.billing: choose how to pay and pay. With the offline `test` provider the card is
// entered here; a failed payment says why, keeps the holds, and the same button retries.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { splitShares } from '@courtside/core/split-payment';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useFormatters } from '../../cart/format';
import { usePaymentProviders } from '../api/get-payment-providers';
import { formatCardNumber, formatExpiry, parseCard } from '../card-input';
import type { CardErrors } from '../card-input';
import { splitChoice, useSplitStore } from '../split-store';
import { SETTINGS_DEFAULTS } from '@courtside/core/settings-defaults';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { SepaDebitForm } from '../../payment/components/sepa-debit-form';
import { usePay } from '../use-pay';
import { AdyenCheckout } from './adyen-checkout';
import { SplitForm } from './split-form';
import { PayPalCheckout } from './paypal-checkout';
import { StripeCheckout } from './stripe-checkout';

interface PaymentStepProps {
  summary: SummaryRow | null | undefined;
  total: number;
  onBack: () => void;
}

export function PaymentStep({ summary, total, onBack }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { t: tPasses } = useTranslation('passes');
  const f = useFormatters();
  const providers = usePaymentProviders();
  const contact = useCheckoutStore((state) => state.billing);
  const isFailed = useCheckoutStore((state) => state.failedPaymentStatus);
  const { pay, prepareExternal, confirmExternal, isPaying, failure } = usePay();
  // Adyen's Drop-in needs the client key: without it Adyen is not offered here.
  const organization = useCurrentOrganization();
  const items = useCheckoutStore((state) => state.items);
  const stripeConfig = (providers.data ?? []).find((p) => p.provider === 'stripe')?.publicConfig;
  // SEPA direct debit through Stripe: for abos and from the venue's threshold (docs/product/payments.md#sepa-direct-debit).
  const sepaMin = Number(organization.data?.settings.sepaDebitMinCents ?? SETTINGS_DEFAULTS.sepaDebitMinCents);
  const sepaOffered =
    (stripeConfig?.paymentMethods ?? '').split(',').includes('sepa_debit') &&
    (items.some((i) => i.bookingType === 'abo') || (summary?.amountDue ?? total) >= sepaMin);
  const offered = [
    ...(providers.data ?? []).filter((p) => p.provider !== 'adyen' || p.publicConfig.clientKey),
    ...(sepaOffered && stripeConfig
      ? [{ provider: 'stripe_sepa', method: 'sepa_debit', staffOnly: false, publicConfig: stripeConfig }]
      : []),
  ];
  const [chosen, setChosen] = useState<string | null>(null);
  const provider = chosen ?? offered[0]?.provider ?? 'test';
  const [fields, setFields] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const amountDue = summary?.amountDue ?? total;
  // Split the court: the booker pays their share now (docs/product/split-payment.md#checkout).
  const split = useSplitStore();
  const canSplit = amountDue > 0 && !summary?.passUnits && provider !== 'stripe_sepa';
  const choice = splitChoice(split, contact?.email);
  const payNow = canSplit && choice.request ? splitShares(amountDue, choice.players)[0]! : amountDue;
  const isSplitBlocked = canSplit && split.isOn && !choice.request;
  const needsCard = provider === 'test' && amountDue > 0;
  const publishableKey = offered.find((p) => p.provider === 'stripe')?.publicConfig.publishableKey;
  const withStripe = provider === 'stripe' && amountDue > 0 && Boolean(publishableKey);
  const withSepa = provider === 'stripe_sepa' && amountDue > 0 && Boolean(publishableKey);
  // PayPal only when the API offers it (its three settings are configured): its client id comes along.
  const paypalClientId = offered.find((p) => p.provider === 'paypal')?.publicConfig.clientId;
  const withPayPal = provider === 'paypal' && amountDue > 0 && Boolean(paypalClientId);
  // Adyen only when the API offers it with a client key for Drop-in.
  const adyenConfig = offered.find((p) => p.provider === 'adyen')?.publicConfig;
  const withAdyen = provider === 'adyen' && amountDue > 0 && Boolean(adyenConfig?.clientKey);
  const back = (
    <Button onClick={onBack} color="inherit" variant="outlined" disabled={isPaying}>
      {t('steps.back')}
    </Button>
  );

  const onPay = async () => {
    let card;
    if (needsCard) {
      const parsed = parseCard(fields);
      if ('errors' in parsed) {
        setErrors(parsed.errors);
        return;
      }
      setErrors({});
      card = parsed.card;
    }
    const outcome = await pay(provider, card);
    // After a decline the card fields empty for the next try; the holds stay.
    if (outcome === 'failed') setFields((current) => ({ ...current, number: '', cvc: '' }));
  };

  const fieldError = (field: keyof CardErrors) => (errors[field] ? t(`card.errors.${errors[field]}`) : undefined);

  return (
    <Box aria-labelledby="checkout-step-title">
      <Typography
        variant="h5"
        component="h2"
        id="checkout-step-title"
        tabIndex={-1}
        sx={{ mb: 0.5, scrollMarginTop: 96, '&:focus': { outline: 'none' } }}
      >
        {t('steps.paymentTitle')}
      </Typography>
      {contact ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {t('payment.for', { name: contact.name, email: contact.email })}
        </Typography>
      ) : null}

      {isFailed || failure ? (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="payment-failed">
          <strong>{t('payment.failedTitle')}</strong> {failure ?? ''} {t('payment.failedHint')}
        </Alert>
      ) : null}

      {canSplit ? <SplitForm amountDue={amountDue} bookerEmail={contact?.email} /> : null}

      {providers.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : offered.length > 1 ? (
        <RadioGroup
          value={provider}
          onChange={(event) => setChosen(event.target.value)}
          aria-label={t('payment.method')}
          sx={{ mb: 2 }}
        >
          {offered.map((p) => (
            <FormControlLabel
              key={p.provider}
              value={p.provider}
              control={<Radio />}
              label={t(`payment.providers.${p.provider}`, { defaultValue: p.provider })}
            />
          ))}
        </RadioGroup>
      ) : null}

      {needsCard ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
            <CreditCardIcon color="action" aria-hidden />
            <Typography variant="subtitle1" component="h3">
              {t('card.title')}
            </Typography>
          </Stack>
          <Stack sx={{ gap: 2 }}>
            <TextField
              label={t('card.number')}
              value={fields.number}
              onChange={(event) => setFields((v) => ({ ...v, number: formatCardNumber(event.target.value) }))}
              error={Boolean(errors.number)}
              helperText={fieldError('number')}
              autoComplete="cc-number"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-number' } }}
            />
            <Stack direction="row" sx={{ gap: 2 }}>
              <TextField
                label={t('card.expiry')}
                placeholder={t('card.expiryPlaceholder')}
                value={fields.expiry}
                onChange={(event) => setFields((v) => ({ ...v, expiry: formatExpiry(event.target.value) }))}
                error={Boolean(errors.expiry)}
                helperText={fieldError('expiry')}
                autoComplete="cc-exp"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-expiry' } }}
              />
              <TextField
                label={t('card.cvc')}
                value={fields.cvc}
                onChange={(event) =>
                  setFields((v) => ({
                    ...v,
                    cvc: event.target.value.replace(/\D/g, '').slice(0, 4),
                  }))
                }
                error={Boolean(errors.cvc)}
                helperText={fieldError('cvc')}
                autoComplete="cc-csc"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-cvc' } }}
              />
            </Stack>
            {provider === 'test' ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('card.testHint')}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      ) : amountDue === 0 ? (
        <Alert severity="success">{summary?.passUnits ? tPasses('cart.nothingDue') : t('payment.nothingDue')}</Alert>
      ) : null}

      {withSepa ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mt: 2 }}>
          <SepaDebitForm
            publishableKey={publishableKey!}
            venueName={organization.data?.name ?? ''}
            holder={{ name: contact?.name ?? '', email: contact?.email ?? '' }}
            payLabel={t('sepa.pay', { amount: f.money(payNow) })}
            prepare={() => prepareExternal('stripe', { paymentMethod: 'sepa_debit' })}
            onPaymentMethod={(order, paymentMethodId) =>
              confirmExternal(order.orderId, order.clientSecret, { paymentMethodId, mandateAccepted: true })
            }
            secondary={back}
          />
        </Box>
      ) : withStripe ? (
        <StripeCheckout
          publishableKey={publishableKey!}
          prepare={() => prepareExternal('stripe')}
          confirm={confirmExternal}
          payLabel={
            isFailed ? t('payment.retry', { amount: f.money(payNow) }) : t('payment.pay', { amount: f.money(payNow) })
          }
          back={back}
        />
      ) : withPayPal ? (
        <PayPalCheckout
          clientId={paypalClientId!}
          prepare={(options) => prepareExternal('paypal', options)}
          confirm={confirmExternal}
          isFailed={isFailed}
          back={back}
        />
      ) : withAdyen ? (
        <AdyenCheckout
          clientKey={adyenConfig!.clientKey!}
          environment={adyenConfig!.environment === 'live' ? 'live' : 'test'}
          prepare={(options) => prepareExternal('adyen', options)}
          confirm={confirmExternal}
          isFailed={isFailed}
          back={back}
        />
      ) : (
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4, gap: 2, flexWrap: 'wrap' }}>
          {back}
          <Button
            onClick={() => void onPay()}
            variant="contained"
            size="large"
            startIcon={<LockOutlinedIcon />}
            disabled={isPaying || isSplitBlocked}
            data-testid="pay-button"
          >
            {isPaying
              ? t('payment.paying')
              : isFailed
                ? t('payment.retry', { amount: f.money(payNow) })
                : t('payment.pay', { amount: f.money(payNow) })}
          </Button>
        </Stack>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('payment.terms')}
      </Typography>
    </Box>
  );
}
