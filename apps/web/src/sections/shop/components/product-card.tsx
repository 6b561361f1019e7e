// One product in the shop's list: cover image, name, price and stock state.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDto } from '@courtside/core/shop';
import { Card, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import type { Formatters } from '../../cart/format';
import { StockChip } from './stock-chip';

/** Product images are square (600 × 600); the attributes reserve their space before they load. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

export function ProductCard({ product, f, isFirst }: { product: ProductDto; f: Formatters; isFirst: boolean }) {
  const { t } = useTranslation('shop');
  const cover = product.images[0];
  return (
    <Card variant="outlined" as="article" className="sh-card" data-testid="product-card">
      <Link to={paths.product.details(product.id)} className="cs-card-action sh-card-action">
        {cover ? (
          <img
            src={cover}
            alt=""
            {...PRODUCT_IMAGE_SIZE}
            loading={isFirst ? 'eager' : 'lazy'}
            className="sh-card-image"
          />
        ) : (
          <div className="sh-card-image sh-card-placeholder" aria-hidden />
        )}
        <div className="sh-card-body">
          <Text variant="overline" as="p" color="secondary">
            {t(`category.${product.category}`, { defaultValue: product.category })}
          </Text>
          <Text variant="subtitle1" as="h2" className="sh-card-name">
            {product.name}
          </Text>
          <div className="sh-card-foot">
            <Text variant="h6" as="p">
              {f.money(product.price)}
            </Text>
            <StockChip state={product.stockStatus} available={product.available} />
          </div>
        </div>
      </Link>
    </Card>
  );
}
