// Adyen's Drop-in (docs/product.md#payments). Adyen Web is loaded when this mounts
// (lib/adyen/load-adyen.ts), never before, and Drop-in is mounted on the payment's Adyen session.
// Drop-in saying the payment went through only hands over to `onCompleted`: our server settles on
// Adyen's signed notification. A refusal is said beside it; the holds stay either way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { loadAdyenWeb } from '../../../lib/adyen/load-adyen';
import type { AdyenDropin as Dropin, AdyenPaymentResult } from '../../../lib/adyen/load-adyen';

export interface AdyenDropinProps {
  clientKey: string;
  environment: 'test' | 'live';
  session: { id: string; sessionData: string };
  onCompleted: (result: AdyenPaymentResult) => Promise<void>;
  onFailed: (result: AdyenPaymentResult) => void;
}

const paid = new Set(['Authorised', 'Pending', 'Received']);

export function AdyenDropin({ clientKey, environment, session, onCompleted, onFailed }: AdyenDropinProps) {
  const { t, i18n } = useTranslation('checkout');
  const [mountNode, setMountNode] = useState<HTMLDivElement | null>(null);
  const [isReady, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  // The latest callbacks without mounting Drop-in again when they change.
  const latest = useRef({ onCompleted, onFailed });
  latest.current = { onCompleted, onFailed };

  useEffect(() => {
    if (!mountNode) return;
    let isCancelled = false;
    let dropin: Dropin | undefined;
    setReady(false);
    setLoadError(false);
    loadAdyenWeb(environment)
      .then(async (web) => {
        if (isCancelled) return;
        const checkout = await web.AdyenCheckout({
          environment,
          clientKey,
          session,
          locale: i18n.language,
          countryCode: 'DE',
          onPaymentCompleted: (result) => {
            if (result.resultCode && paid.has(result.resultCode)) void latest.current.onCompleted(result);
            else latest.current.onFailed(result);
          },
          onPaymentFailed: (result) => latest.current.onFailed(result),
          onError: () => latest.current.onFailed({ resultCode: 'Error' }),
        });
        if (isCancelled) return;
        dropin = new web.Dropin(checkout).mount(mountNode);
        setReady(true);
      })
      .catch(() => {
        if (!isCancelled) setLoadError(true);
      });
    return () => {
      isCancelled = true;
      dropin?.unmount?.();
      mountNode.replaceChildren();
    };
    // A new session (a new attempt) mounts a new Drop-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientKey, environment, session.id, mountNode]);

  return (
    <Box aria-busy={!isReady} data-testid="adyen-checkout">
      {loadError ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="adyen-error">
          {t('adyen.loadError')}
        </Alert>
      ) : !isReady ? (
        <Skeleton variant="rounded" height={180} aria-label={t('adyen.loading')} />
      ) : null}
      <div ref={setMountNode} data-testid="adyen-dropin" />
    </Box>
  );
}
