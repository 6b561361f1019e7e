// One shop product in the cart (docs/product/shop.md): image, name and variant, quantity ± (the
// units stay reserved while the line is held) and removal. The same cart endpoints as court items.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import type { CartProductItemDto } from '@courtside/core/shop';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { useFormatters } from '../format';
import { useNotify } from '../notify';

export function CartProductRow({ line, isReadOnly = false }: { line: CartProductItemDto; isReadOnly?: boolean }) {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const remove = useRemoveCartItem();
  const quantity = useUpdateCartQuantity();
  const notify = useNotify();
  const isBusy = remove.isPending || quantity.isPending || line.status === 'pending';
  const name = line.variantName ? `${line.name} (${line.variantName})` : line.name;
  const onQuantity = (delta: 1 | -1) => quantity.mutate({ id: line.id, delta }, { onError: notify.error });

  return (
    <Box
      component="li"
      data-testid="cart-product"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      {line.image ? (
        <Box
          component="img"
          src={line.image}
          alt=""
          width={48}
          height={48}
          sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
        />
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          {name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cart.productUnit', { price: f.money(line.unitPrice), rate: line.vatPercent })}
        </Typography>
        {isReadOnly ? (
          <Typography variant="body2">{t('cart.units', { count: line.quantity })}</Typography>
        ) : (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <IconButton
              size="small"
              aria-label={t('cart.fewerUnits', { name })}
              onClick={() => onQuantity(-1)}
              disabled={isBusy || line.quantity <= 1}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography variant="body2" aria-live="polite" sx={{ minWidth: 56, textAlign: 'center' }}>
              {t('cart.units', { count: line.quantity })}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('cart.moreUnits', { name })}
              onClick={() => onQuantity(1)}
              disabled={isBusy}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Box>
      <Stack sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {f.money(line.subTotalPrice)}
        </Typography>
        {isReadOnly ? null : (
          <IconButton
            size="small"
            aria-label={t('cart.removeProduct', { name })}
            onClick={() =>
              remove.mutate(line.id, {
                onSuccess: () => notify.info(t('cart.removed', { name })),
                onError: notify.error,
              })
            }
            disabled={isBusy}
            data-testid="cart-product-remove"
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
