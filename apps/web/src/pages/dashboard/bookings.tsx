// /dashboard/booking and /dashboard/bookings: every booking for staff, one's own for customers.
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { BookingsListView } from '../../sections/dashboard/bookings/view/bookings-list-view';
import { MyBookingsView } from '../../sections/my-bookings/view/my-bookings-view';

export function BookingsPage() {
  const user = useAuthStore((s) => s.user);
  return hasPermission(user, 'booking.read.any') ? <BookingsListView /> : <MyBookingsView />;
}
