// One cart line: court, date and time, booking type, price, places (come-together) and removal.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { useFormatters } from '../format';
import { useNotify } from '../notify';

export function CartItemRow({ item, isReadOnly = false }: { item: CartItemDto; isReadOnly?: boolean }) {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const remove = useRemoveCartItem();
  const quantity = useUpdateCartQuantity();
  const notify = useNotify();
  const isBusy = remove.isPending || quantity.isPending;
  const isPaying = item.status === 'pending';
  const when = `${f.date(item.start)}, ${f.timeRange(item.start, item.end)}`;
  const onRemove = () =>
    remove.mutate(item.id, {
      onSuccess: () => notify.info(t('cart.removed', { name: item.resourceName })),
      onError: notify.error,
    });
  const onQuantity = (delta: 1 | -1) => quantity.mutate({ id: item.id, delta }, { onError: notify.error });

  return (
    <Box
      component="li"
      data-testid="cart-item"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="p">
            {item.resourceName}
          </Typography>
          {item.bookingType !== 'normal' ? (
            <Chip
              size="small"
              label={t(`bookingType.${item.bookingType}`)}
              color={item.bookingType === 'abo' ? 'warning' : 'error'}
              variant="outlined"
            />
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.bookingType === 'abo' ? t('cart.aboFrom', { when }) : when}
        </Typography>
        {item.bookingType === 'come_together' && !isReadOnly ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <IconButton
              size="small"
              aria-label={t('cart.fewerPlaces')}
              onClick={() => onQuantity(-1)}
              disabled={isBusy || isPaying || item.quantity <= 1}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography variant="body2" aria-live="polite" sx={{ minWidth: 64, textAlign: 'center' }}>
              {t('cart.places', { count: item.quantity })}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('cart.morePlaces')}
              onClick={() => onQuantity(1)}
              disabled={isBusy || isPaying}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : item.quantity > 1 ? (
          <Typography variant="body2">{t('cart.places', { count: item.quantity })}</Typography>
        ) : null}
      </Box>
      <Stack sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {f.money(item.subTotalPrice)}
        </Typography>
        {isReadOnly ? null : (
          <IconButton
            size="small"
            aria-label={t('cart.remove', { name: item.resourceName, when })}
            onClick={onRemove}
            disabled={isBusy || isPaying}
            data-testid="cart-item-remove"
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
