// SEPA direct debit through Stripe (docs/product/payments.md#sepa-direct-debit): Stripe's IBAN Element
// collects the account (Stripe.js is loaded only now), the account holder's name comes from the
// contact step, and Stripe's standard mandate text with the venue as creditor stands above the
// button. Paying makes a sepa_debit PaymentMethod in the browser; our API then confirms the
// PaymentIntent with the mandate's acceptance. The debit takes a few days: the booking is held
// as "pending" until the bank pays.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripeIbanElement } from '@stripe/stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { useStripeAttempt, useStripeElement } from '../use-stripe-element';

export interface SepaDebitFormProps {
  publishableKey: string;
  /** The creditor named in the mandate. */
  venueName: string;
  holder: { name: string; email: string };
  payLabel: string;
  /** The order and its SEPA PaymentIntent, made when the customer pays. */
  prepare: () => Promise<{ orderId: string; clientSecret: string } | null>;
  /** The PaymentMethod exists: our API confirms the debit with the mandate. */
  onPaymentMethod: (order: { orderId: string; clientSecret: string }, paymentMethodId: string) => Promise<unknown>;
  secondary?: React.ReactNode;
}

export function SepaDebitForm({
  publishableKey,
  venueName,
  holder,
  payLabel,
  prepare,
  onPaymentMethod,
  secondary,
}: SepaDebitFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const [mountNode, setMountNode] = useState<HTMLDivElement | null>(null);
  const [name, setName] = useState(holder.name);
  const ibanLocale = i18n.language === 'de' ? 'de' : 'en';
  const { loaded, loadError } = useStripeElement<StripeIbanElement>(
    publishableKey,
    mountNode,
    (stripe, node) => {
      const iban = stripe
        .elements({ locale: ibanLocale })
        .create('iban', { supportedCountries: ['SEPA'], placeholderCountry: 'DE' });
      iban.mount(node);
      return { value: iban, destroy: () => iban.destroy() };
    },
    [ibanLocale],
  );
  const { error: attemptError, setError, isPaying, attempt } = useStripeAttempt();
  const error = attemptError ?? loadError;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!loaded) return;
    if (!name.trim()) {
      setError(t('sepa.holderMissing'));
      return;
    }
    void attempt(async () => {
      const order = await prepare();
      if (!order) return;
      const result = await loaded.stripe.createPaymentMethod({
        type: 'sepa_debit',
        sepa_debit: loaded.value,
        billing_details: { name: name.trim(), email: holder.email },
      });
      if (result.error) return result.error.message ?? t('stripe.failed');
      await onPaymentMethod(order, result.paymentMethod.id);
    });
  };

  return (
    <Stack
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ gap: 2 }}
      aria-label={t('sepa.title')}
      data-testid="sepa-form"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <AccountBalanceOutlinedIcon color="action" aria-hidden />
        <Typography variant="subtitle1" component="h3">
          {t('sepa.title')}
        </Typography>
      </Stack>
      {error ? (
        <Alert severity="error" data-testid="sepa-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        label={t('sepa.holder')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'sepa-holder' } }}
      />
      <Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('sepa.iban')}
        </Typography>
        {!loaded && !error ? <Skeleton variant="rounded" height={48} aria-label={t('stripe.loading')} /> : null}
        <div ref={setMountNode} data-testid="sepa-iban-element" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="sepa-mandate">
        {t('sepa.mandate', { creditor: venueName })}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('sepa.pendingHint')}
      </Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: secondary ? 'space-between' : 'flex-end', gap: 2, flexWrap: 'wrap', mt: 1 }}
      >
        {secondary}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!loaded || isPaying}
          data-testid="sepa-pay-button"
        >
          {isPaying ? t('payment.paying') : payLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
