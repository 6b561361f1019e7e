import { AnalyticsView } from '../../sections/dashboard/analytics/view/analytics-view';

export function AnalyticsPage() {
  return <AnalyticsView />;
}
