// The payment link paid with Stripe: the Payment Element with the link's PaymentIntent; after
// Stripe confirmed, POST /payment-links/:token/pay lets the server check the intent with Stripe.
// Back from a 3-D Secure redirect (Stripe's parameters on /pay/:token) the same call runs once.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { readStripeReturn, withoutStripeReturn } from '../../../lib/stripe/load-stripe';
import { StripePaymentForm } from '../../payment/components/stripe-payment-form';
import { usePayPaymentLink } from '../api/payment-link';

export function StripePay({
  token,
  publishableKey,
  clientSecret,
  totalLabel,
}: {
  token: string;
  publishableKey: string;
  clientSecret: string;
  totalLabel: string;
}) {
  const { t } = useTranslation('paylink');
  const pay = usePayPaymentLink(token);
  const location = useLocation();
  const navigate = useNavigate();
  const back = readStripeReturn(new URLSearchParams(location.search));
  const [notice, setNotice] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!back || handled.current === back.paymentIntent) return;
    handled.current = back.paymentIntent;
    pay.mutate(
      {},
      {
        onSuccess: (answer) => setNotice(answer.state === 'open' ? answer.message : null),
        onSettled: () => void navigate(withoutStripeReturn(new URL(window.location.href)), { replace: true }),
      },
    );
  }, [back, pay, navigate]);

  if (back && pay.isPending) return <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />;
  return (
    <>
      {notice ? <Alert severity="info">{notice}</Alert> : null}
      {pay.error ? (
        <Alert severity="error" data-testid="pay-link-error">
          {pay.error.message}
        </Alert>
      ) : null}
      <StripePaymentForm
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        returnUrl={new URL(`/pay/${encodeURIComponent(token)}`, window.location.origin).toString()}
        payLabel={t('pay', { total: totalLabel })}
        onConfirmed={async () => {
          pay.reset();
          const answer = await pay.mutateAsync({});
          // Paid: the page refetches and says so. Still processing: say that.
          setNotice(answer.state === 'open' ? answer.message : null);
        }}
      />
    </>
  );
}
