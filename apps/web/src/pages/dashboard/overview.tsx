// /dashboard (app): the greeting and shortcuts, and for staff "today at the venue".
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { DashboardHomeView } from '../../sections/dashboard-home/dashboard-home-view';
import { StaffOverview } from '../../sections/dashboard/overview/staff-overview';

export function OverviewPage() {
  const user = useAuthStore((s) => s.user);
  return (
    <>
      <DashboardHomeView />
      {hasPermission(user, 'booking.read.any') ? <StaffOverview /> : null}
    </>
  );
}
