// The header's cart button: item count, the hold countdown while something is held, and the
// drawer. It also keeps the cart in step: merge after sign-in, refresh when a hold runs out.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { cx } from '../../../ui/cx';
import { ShoppingCartOutlinedIcon } from '../../../ui/icons';
import { useCart, useCartProducts, cartKeys } from '../api/get-cart';
import { useCartDrawer } from '../cart-drawer-state';
import { formatCountdown } from '../format';
import { useNotify } from '../notify';
import { useHoldCountdown } from '../use-hold-countdown';
import { useGuestCartMerge } from '../use-guest-cart-merge';
import '../cart.css';

// The drawer (MUI, with the MUI theme) loads when the cart is first opened.
const CartDrawer = lazy(async () => {
  const [{ CartDrawer: Drawer }, { withMuiTheme }] = await Promise.all([
    import('./cart-drawer'),
    import('../../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Drawer) };
});

export function CartButton() {
  // Its texts live in common (headerCart): every page shows the button, the checkout texts load
  // with the cart drawer and the checkout.
  const { t } = useTranslation('common');
  const cart = useCart();
  const items = cart.data ?? [];
  const products = useCartProducts();
  const countdown = useHoldCountdown(products.length ? [...items, ...products] : items);
  const { isOpen, open, close } = useCartDrawer();
  const hasOpened = useRef(false);
  if (isOpen) hasOpened.current = true;
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Right here, not loaded later: the merge must run before the signed-in cart replaces the guest's.
  useGuestCartMerge();

  // A hold ran out: the server dropped it; fetch the cart and the grid again and say so.
  const { isExpired } = countdown;
  const owner = cart.owner;
  useEffect(() => {
    if (!isExpired) return;
    notify.warning(t('headerCart.holdExpired'));
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['availability'] });
  }, [isExpired, owner, queryClient, notify, t]);

  const count =
    items.reduce((n, item) => n + (item.bookingType === 'come_together' ? 1 : item.quantity), 0) +
    products.reduce((n, line) => n + line.quantity, 0);
  const label =
    count > 0
      ? t('headerCart.buttonWithTime', { count, time: formatCountdown(countdown.remainingMs) })
      : t('headerCart.buttonEmpty');
  return (
    <>
      <span className={cx('ct-wrap', countdown.isWarning && 'ct-warning')}>
        <button
          type="button"
          onClick={open}
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="cart-button"
          className="ct-button"
        >
          {/* No badge at all when empty: an invisible "0" would still be text of the button. */}
          {count > 0 ? (
            <span className="ct-badge" data-testid="cart-count">
              <ShoppingCartOutlinedIcon />
              <span className="ct-badge-count">{count > 99 ? '99+' : count}</span>
            </span>
          ) : (
            <ShoppingCartOutlinedIcon />
          )}
        </button>
        {/* Outside the button so its name stays "Cart, n items, held for m:ss" (WCAG 2.5.3). */}
        {count > 0 ? (
          <span aria-hidden onClick={open} className="ct-time">
            {formatCountdown(countdown.remainingMs)}
          </span>
        ) : null}
      </span>
      {hasOpened.current ? (
        <Suspense fallback={null}>
          <CartDrawer isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
