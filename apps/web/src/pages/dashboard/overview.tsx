// /dashboard (app): the greeting and shortcuts, and for staff "today at the venue": their tasks
// due today, overdue tasks and unread support conversations.
import { Suspense } from 'react';
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { DashboardHomeView } from '../../sections/dashboard-home/dashboard-home-view';
import { StaffOverview } from '../../sections/dashboard/overview/staff-overview';
import { TaskAlerts } from '../../sections/dashboard/tasks/components/task-alerts';
import { ChatAlerts } from '../../sections/dashboard/chat/components/chat-alerts';

export function OverviewPage() {
  const user = useAuthStore((s) => s.user);
  return (
    <>
      <DashboardHomeView />
      {/* The staff panels appear once the session's permissions are known; their texts load then, inside
          a boundary of their own, so the greeting above never gives way to the full-screen loader. */}
      <Suspense fallback={null}>
        {hasPermission(user, 'task.read') ? <TaskAlerts /> : null}
        {hasPermission(user, 'chat.reply') ? <ChatAlerts /> : null}
        {hasPermission(user, 'booking.read.any') ? <StaffOverview /> : null}
      </Suspense>
    </>
  );
}
