// A share of a split court paid with a voucher code or punches (docs/product/split-payment.md#vouchers-and-punch-cards):
// "Redeem a voucher" for everyone (its balance pays up to the share, the card the rest) and, for a
// player signed in with a pass that covers this court, "Use a punch".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../../auth/auth-store';
import { useRedeemShareVoucher, usePunchShare, useSharePasses } from '../api/payment-link';
import { money } from './format';

export function ShareTenders({ token, currency }: { token: string; currency: string }) {
  const { t, i18n } = useTranslation('paylink');
  const [code, setCode] = useState('');
  const redeem = useRedeemShareVoucher(token);
  const punch = usePunchShare(token);
  const status = useAuthStore((s) => s.status);
  const signedIn = status === 'authenticated';
  const passes = useSharePasses(token, signedIn);
  const location = useLocation();
  const taken = redeem.data && redeem.data.state === 'open' ? redeem.data : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim()) redeem.mutate(code.trim());
  };
  return (
    <Stack spacing={2} data-testid="pay-link-tenders">
      <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label={t('tender.voucherTitle')}>
        <Typography variant="subtitle1" component="h2">
          {t('tender.voucherTitle')}
        </Typography>
        {redeem.error ? <Alert severity="error">{redeem.error.message}</Alert> : null}
        {taken ? (
          <Alert severity="success" data-testid="pay-link-voucher-taken">
            {t('tender.voucherPart', {
              taken: money(taken.takenCents, i18n.language, currency),
              rest: money(taken.dueCents, i18n.language, currency),
            })}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('tender.voucherCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            size="small"
            autoComplete="off"
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={redeem.isPending || !code.trim()}>
            {t('tender.redeem')}
          </Button>
        </Stack>
      </Stack>
      {signedIn ? (
        passes.data?.passes.length ? (
          <Stack spacing={1} data-testid="pay-link-passes">
            <Typography variant="subtitle1" component="h2">
              {t('tender.punchTitle')}
            </Typography>
            {punch.error ? <Alert severity="error">{punch.error.message}</Alert> : null}
            {passes.data.passes.map((p) => (
              <Button
                key={p.id}
                variant="outlined"
                disabled={punch.isPending}
                onClick={() => punch.mutate(p.id)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {t('tender.usePunch', { punches: p.punches, name: p.name, left: p.unitsRemaining })}
              </Button>
            ))}
          </Stack>
        ) : null
      ) : status === 'loading' ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('tender.signInForPass')}{' '}
          <Link component={RouterLink} to={`/auth/jwt/sign-in?returnTo=${encodeURIComponent(location.pathname)}`}>
            {t('tender.signIn')}
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
