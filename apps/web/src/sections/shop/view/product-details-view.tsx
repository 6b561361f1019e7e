// /product/:id: one product of the shop (docs/product/shop.md). Images, price with VAT, the
// description, the variant (e.g. a size) with its own stock, a quantity and "Add to cart", which
// reserves the units for the hold time. Light layer, no MUI.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Alert, Button, ButtonLink, Container, Skeleton, Text } from '../../../ui';
import { ArrowBackIcon } from '../../../ui/icons-more';
import { paths } from '../../../config/paths';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { useCartDrawer } from '../../cart/cart-drawer-state';
import { useFormatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { isShopDisabled, useAddProductToCart, useShopProduct } from '../api/shop-api';
import { PRODUCT_IMAGE_SIZE } from '../components/product-card';
import { StockChip } from '../components/stock-chip';
import '../shop.css';

export function ProductDetailsView() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('shop');
  const f = useFormatters();
  const { data: product, isPending, error, refetch } = useShopProduct(id, i18n.language);
  const add = useAddProductToCart();
  const notify = useNotify();
  const openCart = useCartDrawer((s) => s.open);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const isNotFound = error instanceof ApiError && error.status === 404;

  // A product without variants keeps one stock; with variants, the chosen one's stock counts.
  const variants = product?.variants.filter((v) => v.name !== null) ?? [];
  const variant = variants.find((v) => v.id === variantId);
  const isChosen = variants.length === 0 || Boolean(variant);
  const available = variant?.available ?? (variants.length === 0 ? (product?.available ?? 0) : 0);
  const canAdd = Boolean(product && isChosen && available > 0 && !add.isPending);

  const onAdd = () => {
    if (!product || !isChosen) return;
    add.mutate([{ productId: product.id, ...(variant ? { variantId: variant.id } : {}), quantity }], {
      onSuccess: () => {
        notify.success(t('details.added', { name: product.name }));
        setQuantity(1);
        openCart();
      },
      onError: notify.error,
    });
  };

  return (
    <Container maxWidth="md" className="sh-details-page">
      <ButtonLink
        to={paths.product.root}
        startIcon={<ArrowBackIcon size="sm" flip />}
        color="inherit"
        className="sh-back"
      >
        {t('details.back')}
      </ButtonLink>
      {isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {isNotFound ? (
        <>
          <SitePageMeta title={t('details.notFound')} />
          <Text variant="h3" as="h1" className="sh-mb-2">
            {t('details.notFound')}
          </Text>
          <Text color="secondary">{t('details.notFoundText')}</Text>
        </>
      ) : null}
      {error && isShopDisabled(error) ? (
        <>
          <SitePageMeta title={t('list.title')} />
          <Alert severity="info" role="status" data-testid="shop-off">
            {t('off.text')}
          </Alert>
        </>
      ) : error && !isNotFound ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('details.error')}
        </Alert>
      ) : null}
      {product ? (
        <article className="sh-details">
          <SitePageMeta title={product.name} description={product.description.split('\n')[0]} />
          <div className="sh-gallery">
            {product.images.length > 0 ? (
              <img
                src={product.images[imageIndex] ?? product.images[0]}
                alt={product.name}
                {...PRODUCT_IMAGE_SIZE}
                className="sh-details-image"
              />
            ) : (
              <div className="sh-details-image sh-card-placeholder" aria-hidden />
            )}
            {product.images.length > 1 ? (
              <div className="sh-thumbs" role="group" aria-label={t('details.images')}>
                {product.images.map((src, i) => (
                  <button
                    key={src}
                    type="button"
                    className="sh-thumb"
                    aria-pressed={i === imageIndex}
                    aria-label={t('details.imageN', { n: i + 1 })}
                    onClick={() => setImageIndex(i)}
                  >
                    <img src={src} alt="" width={64} height={64} />
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <div className="sh-buy">
            <Text variant="h3" as="h1" className="sh-mb-1">
              {product.name}
            </Text>
            <Text variant="h5" as="p" className="sh-price">
              {f.money(product.price)}
            </Text>
            <Text variant="caption" as="p" color="secondary" className="sh-mb-2">
              {product.giftCard ? t('details.giftCardVat') : t('details.vat', { rate: product.vatPercent })}
            </Text>
            {variants.length > 0 ? (
              <fieldset className="sh-variants">
                <legend>{t('details.variant')}</legend>
                {variants.map((v) => (
                  <label key={v.id} className="sh-variant" data-out={v.available === 0 || undefined}>
                    <input
                      type="radio"
                      name="variant"
                      value={v.id}
                      checked={v.id === variantId}
                      disabled={v.available === 0}
                      onChange={() => {
                        setVariantId(v.id);
                        setQuantity(1);
                      }}
                    />
                    <span>{v.name}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {variant ? <StockChip state={variant.stockStatus} available={variant.available} /> : null}
            {variants.length === 0 ? <StockChip state={product.stockStatus} available={product.available} /> : null}
            {!isChosen ? (
              <Text variant="body2" color="secondary">
                {t('details.chooseVariant')}
              </Text>
            ) : null}
            <div className="sh-quantity">
              <label htmlFor="sh-quantity">{t('details.quantity')}</label>
              <select
                id="sh-quantity"
                value={quantity}
                disabled={!isChosen || available === 0}
                onChange={(e) => setQuantity(Number(e.target.value))}
              >
                {Array.from({ length: Math.max(1, Math.min(available, 10)) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={!canAdd}
              onClick={onAdd}
              data-testid="add-product"
            >
              {available === 0 && isChosen ? t('stock.outOfStock') : t('details.add')}
            </Button>
            {product.description ? (
              <div className="sh-description">
                {product.description.split('\n').map((line, i) => (line.trim() ? <p key={i}>{line}</p> : null))}
              </div>
            ) : null}
          </div>
        </article>
      ) : null}
    </Container>
  );
}
