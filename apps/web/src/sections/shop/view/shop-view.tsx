// /product: the venue's shop (docs/product/shop.md). Published products with a category filter;
// while the shop is off the page says so and points to coming-soon. Light layer, no MUI.
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Skeleton, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { useFormatters } from '../../cart/format';
import { isShopDisabled, useShopProducts } from '../api/shop-api';
import { ProductCard } from '../components/product-card';
import '../shop.css';

export function ShopView() {
  const { t, i18n } = useTranslation('shop');
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const { data, isPending, isError, error, refetch } = useShopProducts(i18n.language);
  const categories = [...new Set((data?.rows ?? []).map((p) => p.category))].sort();
  const rows = (data?.rows ?? []).filter((p) => !category || p.category === category);

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('category', value);
    else next.delete('category');
    setParams(next, { replace: true });
  };

  return (
    <Container className="sh-page">
      <SitePageMeta title={t('list.title')} description={t('list.meta')} />
      <Text variant="h2" as="h1" className="sh-title">
        {t('list.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="sh-lead">
        {t('list.lead')}
      </Text>
      {categories.length > 1 ? (
        <div className="sh-filter" role="group" aria-label={t('list.filter')}>
          {['', ...categories].map((c) => (
            <Button
              key={c || 'all'}
              variant={c === category ? 'contained' : 'outlined'}
              color={c === category ? 'primary' : 'inherit'}
              aria-pressed={c === category}
              onClick={() => choose(c)}
            >
              {c ? t(`category.${c}`, { defaultValue: c }) : t('list.all')}
            </Button>
          ))}
        </div>
      ) : null}
      {isPending ? (
        <div className="sh-grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" className="sh-card-skeleton" />
          ))}
        </div>
      ) : null}
      {isError && isShopDisabled(error) ? (
        <Alert severity="info" role="status" data-testid="shop-off">
          {t('off.text')}{' '}
          <Link to={paths.comingSoon} className="cs-link">
            {t('off.link')}
          </Link>
        </Alert>
      ) : isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      ) : null}
      {data && rows.length === 0 ? (
        <Alert severity="info" role="status">
          {t('list.none')}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Text role="status" color="secondary" className="sh-count">
            {t('list.count', { count: rows.length })}
          </Text>
          <div className="sh-grid">
            {rows.map((product, i) => (
              <ProductCard key={product.id} product={product} f={f} isFirst={i < 2} />
            ))}
          </div>
        </>
      ) : null}
    </Container>
  );
}
