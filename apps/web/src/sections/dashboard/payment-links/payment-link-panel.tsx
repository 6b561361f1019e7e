// The payment link of an order, where staff see the order or one of its bookings: its state, to
// whom it went and until when, with Resend (a new link, the old one stops working; the dialog lets
// staff correct the e-mail address) and Cancel (the order is called off and the slots freed; asks
// first). Nothing shows for an order without a link.
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffPaymentLinkState } from '@courtside/core/payment-link-schemas';
import { hasPermission, useAuthStore } from '../../../auth/auth-store';
import { useDateFormat } from '../../../lib/format-date';
import { usePaymentLinkAction, usePaymentLinks } from './payment-links-api';

const stateColor: Record<StaffPaymentLinkState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  open: 'info',
  paid: 'success',
  expired: 'warning',
  cancelled: 'default',
  failed: 'error',
  replaced: 'default',
};

/** Roughly what the API accepts (core emailSchema decides; a typo the server refuses is shown as its message). */
const isEmail = (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function PaymentLinkPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('dashboard');
  const dates = useDateFormat();
  const user = useAuthStore((s) => s.user);
  const links = usePaymentLinks(orderId);
  const action = usePaymentLinkAction(orderId);
  const [isConfirming, setConfirming] = useState(false);
  // The resend dialog's address (null: closed), prefilled with where the link went.
  const [resendTo, setResendTo] = useState<string | null>(null);
  const [resendError, setResendError] = useState(false);
  const [message, setMessage] = useState<{
    severity: 'success' | 'error';
    text: string;
    url?: string;
  } | null>(null);
  const current = links.data?.rows[0];
  if (!current) return null;
  const canWrite = hasPermission(user, 'order.write.any');
  const isOpen = current.state === 'open';

  const run = (kind: 'resend' | 'cancel', email?: string) =>
    action.mutate(
      { kind, linkId: current.id, email },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setResendTo(null);
          setMessage(
            kind === 'resend'
              ? {
                  severity: 'success',
                  text: t('paymentLink.resent', { email: 'sentTo' in answer ? answer.sentTo : current.sentTo }),
                  url: 'url' in answer ? (answer.url ?? undefined) : undefined,
                }
              : { severity: 'success', text: t('paymentLink.cancelled') },
          );
        },
        onError: (e) => {
          setConfirming(false);
          setResendTo(null);
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
            date: dates.dateTime(current.createdAt),
            name: current.createdByName ?? t('detail.system'),
          })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(isOpen ? 'paymentLink.validUntil' : 'paymentLink.windowEnded', {
            until: dates.dateTime(current.expiresAt),
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
                <Link href={message.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
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
              onClick={() => {
                setResendError(false);
                setResendTo(current.sentTo);
              }}
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
        open={resendTo !== null}
        onClose={() => setResendTo(null)}
        aria-labelledby="payment-link-resend-title"
        slotProps={{
          paper: {
            component: 'form',
            noValidate: true,
            onSubmit: (event: React.FormEvent) => {
              event.preventDefault();
              const email = (resendTo ?? '').trim();
              if (!isEmail(email)) return setResendError(true);
              run('resend', email.toLowerCase() === current.sentTo.toLowerCase() ? undefined : email);
            },
          } as object,
        }}
      >
        <DialogTitle id="payment-link-resend-title">{t('paymentLink.resendTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('paymentLink.resendText')}</DialogContentText>
          <TextField
            label={t('paymentLink.resendEmail')}
            type="email"
            value={resendTo ?? ''}
            onChange={(event) => {
              setResendTo(event.target.value);
              setResendError(false);
            }}
            error={resendError}
            helperText={
              resendError
                ? t('paymentLink.resendEmailInvalid')
                : (resendTo ?? '').trim().toLowerCase() !== current.sentTo.toLowerCase()
                  ? t('paymentLink.resendEmailChanged')
                  : ' '
            }
            autoComplete="off"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { 'data-testid': 'payment-link-resend-email', maxLength: 254 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResendTo(null)} disabled={action.isPending}>
            {t('paymentLink.resendBack')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={action.isPending}
            data-testid="payment-link-resend-confirm"
          >
            {t('paymentLink.resendConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)} aria-labelledby="payment-link-cancel-title">
        <DialogTitle id="payment-link-cancel-title">{t('paymentLink.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('paymentLink.cancelText', { email: current.sentTo })}</DialogContentText>
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
