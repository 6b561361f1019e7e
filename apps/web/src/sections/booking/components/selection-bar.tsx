// The bar under the grid while something is held: count, countdown, total and the way on to checkout.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { useCartDrawer } from '../../cart/cart-drawer-state';
import { formatCountdown } from '../../cart/format';
import type { Formatters } from '../../cart/format';
import { useCheckoutPath } from '../../cart/use-checkout-path';
import { useHoldCountdown } from '../../cart/use-hold-countdown';
import { usePricePreview } from '../../cart/use-price-preview';

export function SelectionBar({ items, f }: { items: readonly CartItemDto[]; f: Formatters }) {
  const { t } = useTranslation('booking');
  const countdown = useHoldCountdown(items);
  const preview = usePricePreview(items as CartItemDto[]);
  const checkoutPath = useCheckoutPath();
  const openCart = useCartDrawer((state) => state.open);
  if (items.length === 0) return null;
  return (
    <Paper
      elevation={8}
      component="section"
      aria-label={t('bar.label')}
      data-testid="selection-bar"
      sx={{ position: 'sticky', bottom: { xs: 8, md: 16 }, zIndex: 5, mt: 3, px: { xs: 1.5, md: 2.5 }, py: 1.5, borderRadius: 2, border: 1, borderColor: countdown.isWarning ? 'warning.main' : 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 1, md: 2 }, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t('bar.count', { count: items.length })}</Typography>
          <Typography variant="caption" sx={{ color: countdown.isWarning ? 'warning.dark' : 'text.secondary', fontWeight: countdown.isWarning ? 700 : 400 }}>
            {/* Two phrases, each with a time or a price: isolated, so that neither reorders the other in RTL. */}
            <bdi>{t('bar.heldFor', { time: formatCountdown(countdown.remainingMs) })}</bdi> · <bdi>{t('bar.total', { price: f.money(preview.total) })}</bdi>
          </Typography>
        </Box>
        <Button variant="outlined" color="inherit" onClick={openCart} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {t('bar.viewCart')}
        </Button>
        <Button component={RouterLink} to={checkoutPath} variant="contained" size="large" data-testid="bar-checkout">
          {t('bar.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}
