// The cart drawer opened from the header's cart button (a cart as a drawer and a page).
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { paths } from '../../../config/paths';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useClearCart } from '../api/clear-cart';
import { useCartProducts } from '../api/get-cart';
import { useNotify } from '../notify';
import { useCheckoutPath } from '../use-checkout-path';
import { CartPanel } from './cart-panel';

export function CartDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  // Shop products alone make a cart too (docs/product/shop.md): checkout is offered for them as well.
  const count = useCheckoutStore((state) => state.items.length) + useCartProducts().length;
  const checkoutPath = useCheckoutPath();
  const clear = useClearCart();
  const notify = useNotify();
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': 'cart-drawer-title', sx: { width: { xs: '100%', sm: 420 } } },
      }}
    >
      <Stack sx={{ height: '100%' }} data-testid="cart-drawer">
        <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="cart-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('cart.title')}
          </Typography>
          <IconButton aria-label={t('cart.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2.5, py: 2 }}>
          <CartPanel />
        </Box>
        <Stack sx={{ gap: 1, p: 2.5, borderTop: 1, borderColor: 'divider' }}>
          {count > 0 ? (
            <>
              <Button
                component={RouterLink}
                to={checkoutPath}
                onClick={onClose}
                variant="contained"
                size="large"
                data-testid="cart-checkout"
              >
                {t('cart.checkout')}
              </Button>
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  component={RouterLink}
                  to={paths.booking.root}
                  onClick={onClose}
                  variant="outlined"
                  color="inherit"
                  sx={{ flex: 1 }}
                >
                  {t('cart.continue')}
                </Button>
                <Button
                  color="error"
                  sx={{ color: 'error.dark' }}
                  onClick={() =>
                    clear.mutate(undefined, { onSuccess: () => notify.info(t('cart.cleared')), onError: notify.error })
                  }
                  disabled={clear.isPending}
                >
                  {t('cart.clear')}
                </Button>
              </Stack>
            </>
          ) : (
            <Button component={RouterLink} to={paths.booking.root} onClick={onClose} variant="contained" size="large">
              {t('cart.startBooking')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
