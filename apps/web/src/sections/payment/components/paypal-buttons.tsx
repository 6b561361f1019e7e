// PayPal's button (docs/product.md#payments). The JS SDK is loaded when this mounts
// (lib/paypal/load-paypal.ts), never before; the button asks `createOrder` for the PayPal order to
// approve and calls `onApprove` once the buyer approved in PayPal's window. Closing that window or
// PayPal failing is said beside the button; the holds stay either way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { loadPayPalSdk } from '../../../lib/paypal/load-paypal';

export interface PayPalButtonsProps {
  clientId: string;
  /** The PayPal order id to approve, or null when there is nothing to approve (then PayPal stops). */
  createOrder: () => Promise<string | null>;
  onApprove: () => Promise<void>;
}

export function PayPalButtons({ clientId, createOrder, onApprove }: PayPalButtonsProps) {
  const { t } = useTranslation('checkout');
  const [mountNode, setMountNode] = useState<HTMLDivElement | null>(null);
  const [isReady, setReady] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  // The latest callbacks and texts without re-rendering PayPal's button when they change.
  const latest = useRef({ createOrder, onApprove, t });
  latest.current = { createOrder, onApprove, t };

  useEffect(() => {
    if (!mountNode) return;
    let isCancelled = false;
    let close: (() => Promise<void>) | undefined;
    setReady(false);
    setNotice(null);
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (isCancelled) return;
        const buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: 'paypal', height: 48 },
          createOrder: async () => {
            setNotice(null);
            const id = await latest.current.createOrder();
            if (!id) throw new Error('No PayPal order');
            return id;
          },
          onApprove: async () => latest.current.onApprove(),
          onCancel: () => setNotice({ severity: 'info', text: latest.current.t('paypal.cancelled') }),
          onError: () => setNotice({ severity: 'error', text: latest.current.t('paypal.failed') }),
        });
        close = buttons.close;
        await buttons.render(mountNode);
        if (!isCancelled) setReady(true);
      })
      .catch(() => {
        if (!isCancelled) setNotice({ severity: 'error', text: latest.current.t('paypal.loadError') });
      });
    return () => {
      isCancelled = true;
      void close?.().catch(() => undefined);
      mountNode.replaceChildren();
    };
  }, [clientId, mountNode]);

  return (
    <Box aria-busy={!isReady} data-testid="paypal-checkout">
      {notice ? (
        <Alert severity={notice.severity} sx={{ mb: 2 }} data-testid={`paypal-${notice.severity}`}>
          {notice.text}
        </Alert>
      ) : null}
      {!isReady && notice?.severity !== 'error' ? (
        <Skeleton variant="rounded" height={48} aria-label={t('paypal.loading')} />
      ) : null}
      <div ref={setMountNode} data-testid="paypal-buttons" />
    </Box>
  );
}
