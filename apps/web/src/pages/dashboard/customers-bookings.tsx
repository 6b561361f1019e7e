// /dashboard/customers-bookings: customers with their bookings, spend and credit.
import { PermissionGuard } from '../../auth/guards/permission-guard';
import { CustomersBookingsView } from '../../sections/dashboard/customers/customers-bookings-view';

export function CustomersBookingsPage() {
  return (
    <PermissionGuard permission="user.read">
      <CustomersBookingsView />
    </PermissionGuard>
  );
}
