import { MyBookingsView } from '../sections/my-bookings/view/my-bookings-view';

export function CustomersBookingsPage() {
  return <MyBookingsView />;
}
