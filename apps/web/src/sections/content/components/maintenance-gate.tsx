// docs/product.md#public-site /maintenance: while the organization is in maintenance mode, public pages show the
// maintenance notice instead. Staff (any role but customer) still see the site, and sign-in lives
// outside the public layout, so they can always get in.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../auth/auth-store';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';

// The notice (and the content texts it uses) loads only while the venue is in maintenance.
// It is built with MUI, so it brings the MUI theme along (the public layout has none).
const MaintenanceView = lazy(async () => {
  const [{ MaintenanceView: View }, { withMuiTheme }] = await Promise.all([
    import('../view/maintenance-view'),
    import('../../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(View) };
});

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data: organization } = useCurrentOrganization();
  const role = useAuthStore((s) => s.user?.role);
  const isMaintenance = organization?.settings.maintenanceMode === true;
  if (isMaintenance && (!role || role === 'customer'))
    return (
      <Suspense fallback={null}>
        <MaintenanceView />
      </Suspense>
    );
  return children;
}
