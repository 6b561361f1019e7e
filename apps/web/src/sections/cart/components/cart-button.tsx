// The header's cart button: item count, the hold countdown while something is held, and the
// drawer. It also keeps the cart in step: merge after sign-in, refresh when a hold runs out.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCart, cartKeys } from '../api/get-cart';
import { useCartDrawer } from '../cart-drawer-state';
import { formatCountdown } from '../format';
import { useNotify } from '../notify';
import { useGuestCartMerge } from '../use-guest-cart-merge';
import { useHoldCountdown } from '../use-hold-countdown';

const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

export function CartButton() {
  const { t } = useTranslation('checkout');
  const cart = useCart();
  const items = cart.data ?? [];
  const countdown = useHoldCountdown(items);
  const { isOpen, open, close } = useCartDrawer();
  const hasOpened = useRef(false);
  if (isOpen) hasOpened.current = true;
  const queryClient = useQueryClient();
  const notify = useNotify();
  useGuestCartMerge();

  // A hold ran out: the server dropped it; fetch the cart and the grid again and say so.
  const { isExpired } = countdown;
  const owner = cart.owner;
  useEffect(() => {
    if (!isExpired) return;
    notify.warning(t('hold.expired'));
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['availability'] });
  }, [isExpired, owner, queryClient, notify, t]);

  const count = items.reduce((n, item) => n + (item.bookingType === 'come_together' ? 1 : item.quantity), 0);
  const label = count > 0 ? t('cart.buttonWithTime', { count, time: formatCountdown(countdown.remainingMs) }) : t('cart.buttonEmpty');
  return (
    <>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, borderRadius: 5, bgcolor: countdown.isWarning ? 'warning.lighter' : 'transparent' }}>
        <ButtonBase
          onClick={open}
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="cart-button"
          sx={{
            borderRadius: 5,
            minWidth: 40,
            height: 40,
            color: countdown.isWarning ? 'warning.dark' : 'text.primary',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          {/* No badge at all when empty: an invisible "0" would still be text of the button. */}
          {count > 0 ? (
            <Badge badgeContent={count} color="primary" data-testid="cart-count">
              <ShoppingCartOutlinedIcon />
            </Badge>
          ) : (
            <ShoppingCartOutlinedIcon />
          )}
        </ButtonBase>
        {/* Outside the button so its name stays "Cart, n items, held for m:ss" (WCAG 2.5.3). */}
        {count > 0 ? (
          <Box
            component="span"
            aria-hidden
            onClick={open}
            sx={{ display: { xs: 'none', sm: 'inline' }, cursor: 'pointer', fontSize: 13, fontWeight: 700, fontVariantNumeric: 'tabular-nums', pr: 1, color: countdown.isWarning ? 'warning.dark' : 'text.primary' }}
          >
            {formatCountdown(countdown.remainingMs)}
          </Box>
        ) : null}
      </Box>
      {hasOpened.current ? (
        <Suspense fallback={null}>
          <CartDrawer isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
