// /product, /product/:id and /product/checkout: no shop API exists yet (see EmptyCatalogView).
import { EmptyCatalogView } from '../sections/content/view/empty-catalog-view';

export function ProductPage() {
  return <EmptyCatalogView kind="shop" />;
}
