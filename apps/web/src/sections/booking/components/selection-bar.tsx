// The bar under the grid while something is held: count, countdown, total and the way on to checkout.
import { useTranslation } from 'react-i18next';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { Button, ButtonLink, Text, cx } from '../../../ui';
import { useCartDrawer } from '../../cart/cart-drawer-state';
import { formatCountdown } from '../../cart/format';
import type { Formatters } from '../../cart/format';
import { useCheckoutPath } from '../../cart/use-checkout-path';
import { useHoldCountdown } from '../../cart/use-hold-countdown';
import { usePricePreview } from '../../cart/use-price-preview';

export function SelectionBar({ items, f }: { items: readonly CartItemDto[]; f: Formatters }) {
  const { t } = useTranslation(['booking-more', 'booking']);
  const countdown = useHoldCountdown(items);
  const preview = usePricePreview(items as CartItemDto[]);
  const checkoutPath = useCheckoutPath();
  const openCart = useCartDrawer((state) => state.open);
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t('bar.label')}
      data-testid="selection-bar"
      className={cx('bk-bar', countdown.isWarning && 'bk-bar-warning')}
    >
      <div className="bk-bar-row">
        <div className="bk-bar-text">
          <Text variant="subtitle2">{t('bar.count', { count: items.length })}</Text>
          <Text variant="caption" className="bk-bar-time">
            {/* Two phrases, each with a time or a price: isolated, so that neither reorders the other in RTL. */}
            <bdi>{t('bar.heldFor', { time: formatCountdown(countdown.remainingMs) })}</bdi> ·{' '}
            <bdi>{t('bar.total', { price: f.money(preview.total) })}</bdi>
          </Text>
        </div>
        <Button variant="outlined" color="inherit" onClick={openCart} className="bk-bar-cart">
          {t('bar.viewCart')}
        </Button>
        <ButtonLink to={checkoutPath} variant="contained" size="large" data-testid="bar-checkout">
          {t('bar.checkout')}
        </ButtonLink>
      </div>
    </section>
  );
}
