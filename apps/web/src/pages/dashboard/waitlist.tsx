import { StaffWaitlistView } from '../../sections/waitlist/view/staff-waitlist-view';

export function StaffWaitlistPage() {
  return <StaffWaitlistView />;
}
