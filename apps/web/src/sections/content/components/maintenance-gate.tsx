// SPEC.md §2 /maintenance: while the organization is in maintenance mode, public pages show the
// maintenance notice instead. Staff (any role but customer) still see the site, and sign-in lives
// outside the public layout, so they can always get in.
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../auth/auth-store';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { MaintenanceView } from '../view/maintenance-view';

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data: organization } = useCurrentOrganization();
  const role = useAuthStore((s) => s.user?.role);
  const isMaintenance = organization?.settings.maintenanceMode === true;
  if (isMaintenance && (!role || role === 'customer')) return <MaintenanceView />;
  return children;
}
