import { DashboardHomeView } from '../../sections/dashboard-home/dashboard-home-view';

export function DashboardHomePage() {
  return <DashboardHomeView />;
}
