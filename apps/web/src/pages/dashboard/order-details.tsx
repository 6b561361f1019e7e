import { OrderDetailsView } from '../../sections/dashboard/orders/view/order-details-view';

export function OrderDetailsPage() {
  return <OrderDetailsView />;
}
