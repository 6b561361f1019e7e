// Stripe in the checkout's payment step (docs/product.md#payments).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { StripePaymentForm } from '../../payment/components/stripe-payment-form';
import { paths, withQuery } from '../../../config/paths';

/**
 * Stripe in the checkout: the order and its PaymentIntent are made first (the Payment Element needs
 * the client secret), then the element mounts; after Stripe confirmed, our API verifies and settles.
 */
export function StripeCheckout({
  publishableKey,
  prepare,
  confirm,
  payLabel,
  back,
}: {
  publishableKey: string;
  prepare: () => Promise<{ orderId: string; clientSecret: string } | null>;
  confirm: (orderId: string, clientSecret: string) => Promise<unknown>;
  payLabel: string;
  back: React.ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const [order, setOrder] = useState<{ orderId: string; clientSecret: string } | null>(null);
  const [isPreparing, setPreparing] = useState(true);
  const started = useRef(false);
  const run = () => {
    setPreparing(true);
    void prepare().then((prepared) => {
      setOrder(prepared);
      setPreparing(false);
    });
  };
  useEffect(() => {
    // Once per mount (StrictMode mounts twice in development): POST /orders is idempotent anyway.
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!order) {
    return (
      <Stack sx={{ gap: 2, mt: 2 }}>
        {isPreparing ? (
          <Skeleton variant="rounded" height={180} aria-label={t('stripe.loading')} />
        ) : (
          <Button variant="outlined" onClick={run} sx={{ alignSelf: 'flex-start' }}>
            {t('actions.retry')}
          </Button>
        )}
        <Stack direction="row">{back}</Stack>
      </Stack>
    );
  }
  const returnUrl = new URL(withQuery(paths.payment, { orderId: order.orderId }), window.location.origin).toString();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mt: 2 }}>
      <StripePaymentForm
        publishableKey={publishableKey}
        clientSecret={order.clientSecret}
        returnUrl={returnUrl}
        payLabel={payLabel}
        onConfirmed={async () => void (await confirm(order.orderId, order.clientSecret))}
        secondary={back}
      />
    </Box>
  );
}
