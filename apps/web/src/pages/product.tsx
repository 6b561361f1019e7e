// /product (the shop), /product/:id (one product) and /product/checkout (the one checkout of the
// cart, where products are paid next to court time: docs/product/shop.md).
import { Navigate, useParams } from 'react-router';
import { paths } from '../config/paths';
import { useCheckoutPath } from '../sections/cart/use-checkout-path';
import { ProductDetailsView } from '../sections/shop/view/product-details-view';
import { ShopView } from '../sections/shop/view/shop-view';

export function ProductPage() {
  return <ShopView />;
}

export function ProductDetailsPage() {
  const { id } = useParams();
  return id ? <ProductDetailsView /> : <Navigate to={paths.product.root} replace />;
}

export function ProductCheckoutPage() {
  return <Navigate to={useCheckoutPath()} replace />;
}
