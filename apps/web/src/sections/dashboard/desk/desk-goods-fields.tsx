// Products sold at the desk and rentals added to the walk-in's court (docs/product/shop.md#desk-sales):
// pick a product (and its variant) or a rental with a quantity and add it; the chosen lines are listed
// with a remove button. Stock and rental counts are checked by the server when booking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DeskProductInput, DeskRentalInput } from '@courtside/core/desk-schemas';
import type { ProductDto } from '@courtside/core/shop';
import { api } from '../../../lib/api-client';

export interface DeskGoods {
  products: DeskProductInput[];
  rentals: DeskRentalInput[];
}
export const noGoods: DeskGoods = { products: [], rentals: [] };

interface Option {
  key: string;
  label: string;
  productId: string;
  variantId?: string;
  rental: boolean;
}

function optionsOf(products: ProductDto[]): Option[] {
  return products.flatMap((p) =>
    p.rental || p.variants.length <= 1
      ? [{ key: p.id, label: p.name, productId: p.id, rental: p.rental }]
      : p.variants.map((v) => ({
          key: `${p.id}:${v.id}`,
          label: `${p.name} (${v.name ?? ''})`,
          productId: p.id,
          variantId: v.id,
          rental: false,
        })),
  );
}

export function DeskGoodsFields({
  value,
  onChange,
  rentals,
}: {
  value: DeskGoods;
  onChange: (goods: DeskGoods) => void;
  /** Rentals come with a court booked for the group only. */
  rentals: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const catalogue = useQuery({
    queryKey: ['dashboard', 'desk-products'],
    queryFn: ({ signal }) =>
      api.get<{ rows: ProductDto[] }>('/products', { query: { status: 'published', limit: 500 }, signal }),
    select: (answer) => optionsOf(answer.rows).filter((o) => rentals || !o.rental),
    staleTime: 30_000,
  });
  const options = catalogue.data ?? [];
  const [key, setKey] = useState('');
  const [quantity, setQuantity] = useState(1);
  const chosen = options.find((o) => o.key === key);
  const labelOf = (productId: string, variantId?: string) =>
    options.find((o) => o.productId === productId && o.variantId === variantId)?.label ?? productId;

  const add = () => {
    if (!chosen) return;
    if (chosen.rental)
      onChange({
        ...value,
        rentals: [
          ...value.rentals.filter((r) => r.productId !== chosen.productId),
          { productId: chosen.productId, quantity },
        ],
      });
    else
      onChange({
        ...value,
        products: [
          ...value.products,
          { productId: chosen.productId, quantity, ...(chosen.variantId ? { variantId: chosen.variantId } : {}) },
        ],
      });
    setKey('');
    setQuantity(1);
  };

  return (
    <Stack spacing={1} data-testid="desk-goods">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('desk.goods.product')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'desk-goods-product' } }}
        >
          {options.map((o) => (
            <MenuItem key={o.key} value={o.key}>
              {o.rental ? t('desk.goods.rental', { name: o.label }) : o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('desk.goods.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(Math.max(1, Math.min(50, Number(e.target.value) || 1)))}
          slotProps={{ htmlInput: { min: 1, max: 50 } }}
          sx={{ width: { xs: '100%', sm: 110 } }}
        />
        <Button variant="outlined" onClick={add} disabled={!chosen} data-testid="desk-goods-add">
          {t('desk.goods.add')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {value.products.map((p, i) => (
          <Chip
            key={`p-${i}`}
            label={`${p.quantity} × ${labelOf(p.productId, p.variantId)}`}
            onDelete={() => onChange({ ...value, products: value.products.filter((_x, k) => k !== i) })}
            data-testid="desk-goods-line"
          />
        ))}
        {value.rentals.map((r) => (
          <Chip
            key={`r-${r.productId}`}
            color="info"
            label={`${r.quantity} × ${labelOf(r.productId)}`}
            onDelete={() => onChange({ ...value, rentals: value.rentals.filter((x) => x.productId !== r.productId) })}
            data-testid="desk-goods-line"
          />
        ))}
      </Stack>
    </Stack>
  );
}
