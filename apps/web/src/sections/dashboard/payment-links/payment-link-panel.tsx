// The payment link of an order, where staff see the order or one of its bookings: its state, to
// whom it went and until when, with Resend (a new link, the old one stops working) and Cancel (the
// order is called off and the slots freed; asks first). Nothing shows for an order without a link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffPaymentLinkState } from '@courtside/core/payment-link-schemas';
import { hasPermission, useAuthStore } from '../../../auth/auth-store';
import { formatDateTime } from '../bookings/format';
import { usePaymentLinkAction, usePaymentLinks } from './payment-links-api';

const stateColor: Record<
  StaffPaymentLinkState,
  'default' | 'success' | 'warning' | 'error' | 'info'
> = {
  open: 'info',
  paid: 'success',
  expired: 'warning',
  cancelled: 'default',
  failed: 'error',
  replaced: 'default',
};

export function PaymentLinkPanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const user = useAuthStore((s) => s.user);
  const links = usePaymentLinks(orderId);
  const action = usePaymentLinkAction(orderId);
  const [isConfirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{
    severity: 'success' | 'error';
    text: string;
    url?: string;
  } | null>(null);
  const current = links.data?.rows[0];
  if (!current) return null;
  const canWrite = hasPermission(user, 'order.write.any');
  const isOpen = current.state === 'open';

  const run = (kind: 'resend' | 'cancel') =>
    action.mutate(
      { kind, linkId: current.id },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setMessage(
            kind === 'resend'
              ? {
                  severity: 'success',
                  text: t('paymentLink.resent', { email: current.sentTo }),
                  url: 'url' in answer ? (answer.url ?? undefined) : undefined,
                }
              : { severity: 'success', text: t('paymentLink.cancelled') },
          );
        },
        onError: (e) => {
          setConfirming(false);
          setMessage({ severity: 'error', text: e instanceof Error ? e.message : String(e) });
        },
      },
    );

  return (
    <Card variant="outlined" data-testid="payment-link-panel">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('paymentLink.title')}
          </Typography>
          <Chip
            size="small"
            color={stateColor[current.state]}
            label={t(`paymentLink.state.${current.state}`)}
            data-testid="payment-link-state"
          />
        </Stack>
        <Typography variant="body2">
          {t('paymentLink.sentTo', {
            email: current.sentTo,
            date: formatDateTime(current.createdAt, locale),
            name: current.createdByName ?? t('detail.system'),
          })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(isOpen ? 'paymentLink.validUntil' : 'paymentLink.windowEnded', {
            until: formatDateTime(current.expiresAt, locale),
          })}
        </Typography>
        {links.data!.rows.length > 1 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('paymentLink.resentCount', { count: links.data!.rows.length - 1 })}
          </Typography>
        ) : null}
        {message ? (
          <Alert
            severity={message.severity}
            sx={{ mt: 1 }}
            onClose={() => setMessage(null)}
            data-testid="payment-link-message"
          >
            {message.text}
            {message.url ? (
              <>
                {' '}
                <Link
                  href={message.url}
                  target="_blank"
                  rel="noopener"
                  sx={{ wordBreak: 'break-all' }}
                >
                  {message.url}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        {canWrite && isOpen ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              disabled={action.isPending}
              onClick={() => run('resend')}
              data-testid="payment-link-resend"
            >
              {t('paymentLink.resend')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="error"
              disabled={action.isPending}
              onClick={() => setConfirming(true)}
              data-testid="payment-link-cancel"
            >
              {t('paymentLink.cancel')}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="payment-link-cancel-title"
      >
        <DialogTitle id="payment-link-cancel-title">{t('paymentLink.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('paymentLink.cancelText', { email: current.sentTo })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={action.isPending}>
            {t('paymentLink.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => run('cancel')}
            disabled={action.isPending}
            data-testid="payment-link-cancel-confirm"
          >
            {t('paymentLink.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
