// PayPal in the checkout's payment step (docs/product.md#payments). PayPal's own button: a click asks our
// API for the order (created once per cart, with its PayPal order), PayPal's window lets the buyer
// approve it, then our API captures it and checks the amount with PayPal — the browser's word is
// never taken. A declined PayPal payment starts a fresh PayPal order on the next click.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PayPalButtons } from '../../payment/components/paypal-buttons';
import { payPalOrderIdOf } from '../api/create-order';

export function PayPalCheckout({
  clientId,
  prepare,
  confirm,
  isFailed,
  back,
}: {
  clientId: string;
  prepare: (options: { fresh?: boolean }) => Promise<{ orderId: string; clientSecret: string } | null>;
  confirm: (orderId: string, clientSecret: string) => Promise<unknown>;
  isFailed: boolean;
  back: React.ReactNode;
}) {
  const { t } = useTranslation('checkout');
  // The order the button was last given: onApprove confirms exactly that one.
  const current = useRef<{ orderId: string; clientSecret: string } | null>(null);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('paypal.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('paypal.hint')}
      </Typography>
      <PayPalButtons
        clientId={clientId}
        createOrder={async () => {
          current.current = await prepare({ fresh: isFailed });
          // Nothing to pay or the order failed: prepare has navigated or shown why.
          return current.current ? payPalOrderIdOf(current.current.clientSecret) : null;
        }}
        onApprove={async () => {
          const order = current.current;
          if (order) await confirm(order.orderId, order.clientSecret);
        }}
      />
      <Stack direction="row" sx={{ mt: 2 }}>
        {back}
      </Stack>
    </Box>
  );
}
