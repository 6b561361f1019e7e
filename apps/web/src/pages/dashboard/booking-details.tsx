// /dashboard/bookings/:id: one booking with its payment, invoices, history and desk actions.
import { useParams } from 'react-router';
import { PermissionGuard } from '../../auth/guards/permission-guard';
import { BookingDetailView } from '../../sections/dashboard/bookings/view/booking-detail-view';

export function BookingDetailsPage() {
  const { id = '' } = useParams();
  return (
    <PermissionGuard permission="booking.read.any">
      <BookingDetailView key={id} id={id} />
    </PermissionGuard>
  );
}
