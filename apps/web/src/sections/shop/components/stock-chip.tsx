// The stock state of a product or variant (docs/product/shop.md#catalogue): in stock, low stock
// (with how many are left), out of stock.
import { useTranslation } from 'react-i18next';
import type { StockState } from '@courtside/core/shop';
import { Chip } from '../../../ui';

const TONE = { 'in stock': 'success', 'low stock': 'warning', 'out of stock': 'default' } as const;
const KEY = { 'in stock': 'inStock', 'low stock': 'lowStock', 'out of stock': 'outOfStock' } as const;

export function StockChip({ state, available }: { state: StockState; available: number }) {
  const { t } = useTranslation('shop');
  return (
    <Chip
      tone={TONE[state]}
      variant="outlined"
      className="sh-stock"
      label={t(`stock.${KEY[state]}`, { count: available })}
    />
  );
}
