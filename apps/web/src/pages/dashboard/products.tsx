import { ProductEditView } from '../../sections/dashboard/products/view/product-edit-view';
import { ProductsView } from '../../sections/dashboard/products/view/products-view';

export function ProductsPage() {
  return <ProductsView />;
}

export function ProductEditPage() {
  return <ProductEditView />;
}
