// Adyen in the checkout's payment step (docs/product.md#payments). The order (and its Adyen session)
// is made first, Drop-in mounts on that session, and once Drop-in says Adyen took the payment our API
// is told; the order is completed only by Adyen's signed notification, so the result page follows
// it until then. After a refusal the next try starts a fresh attempt with a new session.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdyenDropin } from '../../payment/components/adyen-dropin';
import { getAdyenSession } from '../api/adyen-session';
import type { AdyenSessionAnswer } from '../api/adyen-session';

type Prepared = { orderId: string; clientSecret: string; session: AdyenSessionAnswer };

export function AdyenCheckout({
  clientKey,
  environment,
  prepare,
  confirm,
  isFailed,
  back,
}: {
  clientKey: string;
  environment: 'test' | 'live';
  prepare: (options: { fresh?: boolean }) => Promise<{ orderId: string; clientSecret: string } | null>;
  confirm: (orderId: string, clientSecret: string) => Promise<unknown>;
  isFailed: boolean;
  back: React.ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [state, setState] = useState<'preparing' | 'ready' | 'error' | 'refused'>('preparing');
  const started = useRef(false);
  const run = (fresh: boolean) => {
    setState('preparing');
    void (async () => {
      const order = await prepare({ fresh });
      // Nothing to pay or the order failed: prepare has navigated or shown why.
      if (!order) return setState('error');
      try {
        setPrepared({ ...order, session: await getAdyenSession(order) });
        setState('ready');
      } catch {
        setState('error');
      }
    })();
  };
  useEffect(() => {
    // Once per mount (StrictMode mounts twice in development): POST /orders is idempotent anyway.
    if (started.current) return;
    started.current = true;
    run(isFailed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('adyen.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('adyen.hint')}
      </Typography>
      {state === 'refused' ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="adyen-refused">
          {t('adyen.failed')}
        </Alert>
      ) : null}
      {state === 'ready' && prepared ? (
        <AdyenDropin
          clientKey={clientKey}
          environment={environment}
          session={prepared.session}
          onCompleted={async () => void (await confirm(prepared.orderId, prepared.clientSecret))}
          onFailed={() => setState('refused')}
        />
      ) : state === 'preparing' ? (
        <Skeleton variant="rounded" height={180} aria-label={t('adyen.loading')} />
      ) : (
        <Button variant="outlined" onClick={() => run(true)} sx={{ alignSelf: 'flex-start' }} data-testid="adyen-retry">
          {t('actions.retry')}
        </Button>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        {back}
      </Stack>
    </Box>
  );
}
