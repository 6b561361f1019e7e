import { MaintenanceView } from '../sections/content/view/maintenance-view';

export function MaintenancePage() {
  return <MaintenanceView />;
}
