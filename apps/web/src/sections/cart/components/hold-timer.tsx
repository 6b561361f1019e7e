// The hold countdown with its warning and one-action extend (docs/product.md#holds).
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { useExtendCart } from '../api/extend-cart';
import { formatCountdown } from '../format';
import { useNotify } from '../notify';
import { useHoldCountdown } from '../use-hold-countdown';

export function HoldTimer({ items }: { items: readonly Pick<CartItemDto, 'expiryTime'>[] }) {
  const { t } = useTranslation('checkout');
  const countdown = useHoldCountdown(items);
  const extend = useExtendCart();
  const notify = useNotify();
  if (items.length === 0 || countdown.expiresAt === null) return null;

  const onExtend = () =>
    extend.mutate(undefined, {
      onSuccess: () => notify.success(t('hold.extended')),
      onError: (error) => notify.error(error),
    });

  if (countdown.isExpired) {
    return (
      <Alert severity="error" data-testid="hold-expired">
        {t('hold.expired')}
      </Alert>
    );
  }
  if (countdown.isWarning) {
    return (
      <Alert
        severity="warning"
        role="alert"
        data-testid="hold-warning"
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={onExtend}
            disabled={extend.isPending}
            data-testid="hold-extend"
          >
            {t('hold.extend')}
          </Button>
        }
      >
        {t('hold.warning', { time: formatCountdown(countdown.remainingMs) })}
      </Alert>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.lighter',
        color: 'primary.darker',
      }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {t('hold.heldFor')}{' '}
        <Box
          component="span"
          role="timer"
          aria-live="off"
          data-testid="hold-countdown"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCountdown(countdown.remainingMs)}
        </Box>
      </Typography>
      <Button size="small" color="inherit" onClick={onExtend} disabled={extend.isPending}>
        {t('hold.extendShort')}
      </Button>
    </Box>
  );
}
