// Stripe's Payment Element (docs/product.md#payments), shared by the checkout and the payment link page.
// Stripe.js is loaded when this mounts (lib/stripe/load-stripe.ts), the element is mounted with the
// PaymentIntent's client secret, and "Pay" confirms in the browser (3-D Secure in Stripe's own
// dialog, or a redirect back to `returnUrl`). Then `onConfirmed` tells our API, which asks Stripe
// itself whether the intent succeeded; the browser's word is never taken. Stripe's own error
// messages (declined, incomplete card, …) are shown as they come.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentIntent, StripeElements } from '@stripe/stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useStripeAttempt, useStripeElement } from '../use-stripe-element';

/** The site's languages Stripe's Payment Element speaks too; anything else: Stripe picks. */
const stripeLocales = ['de', 'en', 'fr', 'it', 'tr', 'ar', 'zh', 'vi'] as const;

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Absolute address Stripe sends the customer back to after a redirect (3-D Secure, bank pages). */
  returnUrl: string;
  payLabel: string;
  /** The intent was confirmed in the browser: ask our API to verify it with Stripe and settle. */
  onConfirmed: (intent: PaymentIntent) => Promise<void>;
  /** Extra controls beside the pay button (the checkout's "back"). */
  secondary?: React.ReactNode;
}

export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
  onConfirmed,
  secondary,
}: StripePaymentFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const theme = useTheme();
  // The element's container as state: the Payment Element mounts once the node exists, and again
  // if React replaces it (a ref read inside the promise could be null by then).
  const [mountNode, setMountNode] = useState<HTMLDivElement | null>(null);
  const locale = stripeLocales.find((l) => i18n.language.startsWith(l)) ?? 'auto';
  const { loaded, loadError } = useStripeElement<StripeElements>(
    publishableKey,
    mountNode,
    (stripe, node) => {
      const elements = stripe.elements({
        clientSecret,
        locale,
        appearance: {
          theme: theme.palette.mode === 'dark' ? 'night' : 'stripe',
          variables: {
            colorPrimary: theme.palette.primary.main,
            fontFamily: String(theme.typography.fontFamily ?? 'system-ui'),
            borderRadius: `${Number(theme.shape.borderRadius) || 8}px`,
          },
        },
      });
      const element = elements.create('payment', { layout: 'tabs' });
      element.mount(node);
      return { value: elements, destroy: () => element.destroy() };
    },
    [clientSecret, locale, theme],
  );
  const { error, isPaying, attempt } = useStripeAttempt();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!loaded) return;
    void attempt(async () => {
      const result = await loaded.stripe.confirmPayment({
        elements: loaded.value,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) return result.error.message ?? t('stripe.failed');
      await onConfirmed(result.paymentIntent);
    });
  };

  return (
    <Stack
      component="form"
      onSubmit={onSubmit}
      noValidate
      sx={{ gap: 2 }}
      aria-label={t('stripe.title')}
      data-testid="stripe-form"
    >
      {loadError ? (
        <Alert severity="error" data-testid="stripe-load-error">
          {loadError}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="stripe-error">
          {error}
        </Alert>
      ) : null}
      <Box sx={{ minHeight: loaded ? undefined : 0 }}>
        {!loaded && !loadError ? <Skeleton variant="rounded" height={180} aria-label={t('stripe.loading')} /> : null}
        <div ref={setMountNode} data-testid="stripe-payment-element" />
      </Box>
      <Stack
        direction="row"
        sx={{ justifyContent: secondary ? 'space-between' : 'flex-end', gap: 2, flexWrap: 'wrap', mt: 1 }}
      >
        {secondary}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<LockOutlinedIcon />}
          disabled={!loaded || isPaying}
          data-testid="stripe-pay-button"
        >
          {isPaying ? t('payment.paying') : payLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
