// A payment link paid with PayPal or Adyen (docs/product/payments.md#payment-links-with-paypal-and-adyen):
// PayPal's buttons approve the link's PayPal order and our server captures it (POST …/pay); Adyen's
// Drop-in pays the link's session and Adyen's signed notification completes the order, so the page
// says the payment is being processed until then. Each SDK loads only when its provider is chosen.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { PaymentLinkView } from '@courtside/core/payment-link-schemas';
import { getAdyenSession } from '../../checkout/api/adyen-session';
import type { AdyenSessionAnswer } from '../../checkout/api/adyen-session';
import { AdyenDropin } from '../../payment/components/adyen-dropin';
import { PayPalButtons } from '../../payment/components/paypal-buttons';
import { useChoosePaymentLinkProvider, usePayPaymentLink } from '../api/payment-link';

/** How to pay, when the venue offers more than one online provider. */
export function ProviderChoice({ token, link }: { token: string; link: PaymentLinkView }) {
  const { t } = useTranslation('paylink');
  const choose = useChoosePaymentLinkProvider(token);
  if (link.providers.length < 2) return null;
  return (
    <>
      <RadioGroup
        value={link.provider}
        onChange={(event) => choose.mutate(event.target.value)}
        aria-label={t('method')}
        data-testid="pay-link-providers"
      >
        {link.providers.map((p) => (
          <FormControlLabel
            key={p.provider}
            value={p.provider}
            control={<Radio />}
            disabled={choose.isPending}
            label={t(`providers.${p.provider}`, { defaultValue: p.provider })}
          />
        ))}
      </RadioGroup>
      {choose.error ? <Alert severity="error">{choose.error.message}</Alert> : null}
    </>
  );
}

export function PayPalPay({ token, link }: { token: string; link: PaymentLinkView }) {
  const pay = usePayPaymentLink(token);
  const paypalOrder = link.clientSecret?.split('_secret_')[0]?.replace(/^paypal_/, '') ?? null;
  return (
    <>
      {pay.error ? (
        <Alert severity="error" data-testid="pay-link-error">
          {pay.error.message}
        </Alert>
      ) : null}
      <PayPalButtons
        clientId={link.publicConfig.clientId ?? ''}
        createOrder={async () => paypalOrder}
        onApprove={async () => void (await pay.mutateAsync({}))}
      />
    </>
  );
}

export function AdyenPay({ token, link }: { token: string; link: PaymentLinkView }) {
  const { t } = useTranslation('paylink');
  const pay = usePayPaymentLink(token);
  const [session, setSession] = useState<AdyenSessionAnswer | null>(null);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const clientSecret = link.clientSecret;
  useEffect(() => {
    if (!clientSecret) return;
    let isCancelled = false;
    getAdyenSession({ orderId: link.orderId, clientSecret })
      .then((answer) => !isCancelled && setSession(answer))
      .catch((error: unknown) => {
        if (!isCancelled)
          setNotice({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      isCancelled = true;
    };
  }, [link.orderId, clientSecret]);
  return (
    <>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      {session ? (
        <AdyenDropin
          clientKey={link.publicConfig.clientKey ?? ''}
          environment={link.publicConfig.environment === 'live' ? 'live' : 'test'}
          session={session}
          onCompleted={async () => {
            const answer = await pay.mutateAsync({});
            if (answer.state === 'open') setNotice({ severity: 'info', text: t('processing') });
          }}
          onFailed={() => setNotice({ severity: 'error', text: t('refused') })}
        />
      ) : notice ? null : (
        <Skeleton variant="rounded" height={180} aria-label={t('loading')} />
      )}
    </>
  );
}
