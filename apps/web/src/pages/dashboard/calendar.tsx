// /dashboard/calendar: courts × hours (day) or one court's week, drag to move, live.
import { PermissionGuard } from '../../auth/guards/permission-guard';
import { CalendarView } from '../../sections/dashboard/calendar/view/calendar-view';

export function CalendarPage() {
  return (
    <PermissionGuard permission="booking.read.any">
      <CalendarView />
    </PermissionGuard>
  );
}
