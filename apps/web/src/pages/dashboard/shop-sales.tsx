import { ShopSalesView } from '../../sections/dashboard/shop-sales/view/shop-sales-view';

export function ShopSalesPage() {
  return <ShopSalesView />;
}
