// Back from a Stripe redirect (3-D Secure, a bank's page): Stripe appends payment_intent,
// payment_intent_client_secret and redirect_status to the return_url (/payment?orderId=…). The
// page asks our API once to confirm; the server reads the intent from Stripe itself, so the
// redirect_status in the address decides nothing. Then the parameters leave the address, so a
// reload doesn't confirm again.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { readStripeReturn, withoutStripeReturn } from '../../lib/stripe/load-stripe';
import { useCheckoutStore } from '../../stores/checkout-store';
import { cartKeys } from '../cart/api/get-cart';
import { confirmPayment } from '../checkout/api/confirm-payment';
import { rememberLastOrder } from '../checkout/last-order';

export function useStripeReturn(orderId: string | null): { isConfirming: boolean; error: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = readStripeReturn(new URLSearchParams(location.search));
  const [isConfirming, setConfirming] = useState(Boolean(back && orderId));
  const [error, setError] = useState<string | null>(null);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!back || !orderId || done.current === back.paymentIntent) return;
    done.current = back.paymentIntent;
    setConfirming(true);
    const clientSecret = back.clientSecret;
    void confirmPayment({ orderId, clientSecret })
      .then(async (answer) => {
        rememberLastOrder({ orderId, clientSecret });
        if (answer.status === 'completed') {
          useCheckoutStore.getState().completeOrder();
          await queryClient.resetQueries({ queryKey: cartKeys.all });
        }
      })
      .catch((caught: unknown) => {
        // A decline after the challenge: the order keeps its holds and says failedPaymentStatus.
        if (caught instanceof ApiError && caught.code === 'PAYMENT_FAILED')
          useCheckoutStore.getState().setFailedPayment(true);
        setError(caught instanceof Error ? caught.message : String(caught));
      })
      .finally(() => {
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: ['orders', orderId] });
        void navigate(withoutStripeReturn(new URL(window.location.href)), { replace: true });
      });
  }, [back, orderId, navigate, queryClient]);

  return { isConfirming, error };
}
