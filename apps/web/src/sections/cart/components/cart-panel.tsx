// The cart's content: hold countdown, items and order summary. Shown in the header drawer and
// beside the checkout steps.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCart, useCartProducts } from '../api/get-cart';
import { useOrderSummary } from '../api/get-order-summary';
import { usePricePreview } from '../use-price-preview';
import { CartPassLines } from '../../passes/components/cart-pass-lines';
import { useCartPasses } from '../../passes/api/passes';
import { BookingRentals } from './booking-rentals';
import { CartItemRow } from './cart-item-row';
import { Fragment, Suspense } from 'react';
import { CartProductRow } from './cart-product-row';
import { HoldTimer } from './hold-timer';
import { OrderSummaryTable } from './order-summary';

export function CartPanel({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const { t } = useTranslation('checkout');
  const cart = useCart();
  const items = cart.data ?? [];
  const passLines = useCartPasses().data?.lines ?? [];
  const products = useCartProducts();
  const summary = useOrderSummary(cart.owner, items.length + passLines.length + products.length > 0);
  const preview = usePricePreview(items);

  if (cart.isPending) {
    return (
      <Stack sx={{ gap: 1 }} aria-busy>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    );
  }
  if (items.length + passLines.length + products.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }} data-testid="cart-empty">
        <ShoppingCartOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="subtitle1">{t('cart.empty')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cart.emptyHint')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <HoldTimer items={[...items, ...products]} />
      <Box component="ul" aria-label={t('cart.itemsLabel')} sx={{ m: 0, p: 0 }}>
        {items.map((item) => (
          <Fragment key={item.id}>
            <CartItemRow item={item} isReadOnly={isReadOnly} />
            {item.bookingType === 'normal' ? (
              // The add-ons' texts load with them; the cart stays on screen meanwhile.
              <Suspense fallback={null}>
                <BookingRentals bookingId={item.bookingId} isReadOnly={isReadOnly || item.status === 'pending'} />
              </Suspense>
            ) : null}
          </Fragment>
        ))}
        <Suspense fallback={null}>
          <CartPassLines lines={passLines} isReadOnly={isReadOnly} />
        </Suspense>
        {products.map((line) => (
          <CartProductRow key={line.id} line={line} isReadOnly={isReadOnly} />
        ))}
      </Box>
      <OrderSummaryTable summary={summary.data} preview={preview} />
    </Stack>
  );
}
