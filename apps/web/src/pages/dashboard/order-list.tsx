import { OrderListView } from '../../sections/dashboard/orders/view/order-list-view';

export function OrderListPage() {
  return <OrderListView />;
}
