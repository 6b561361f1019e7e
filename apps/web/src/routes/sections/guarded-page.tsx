// A dashboard page behind the PermissionGuard its path needs (config/dashboard-access.ts). Loaded
// with the first guarded page, not at start-up: public pages need neither the table nor the guard.
import type { ComponentType } from 'react';
import { PermissionGuard } from '../../auth/guards/permission-guard';
import { permissionFor } from '../../config/dashboard-access';

export function guardPage(path: string, Page: ComponentType): ComponentType {
  const permission = permissionFor(path);
  return function GuardedPage() {
    return (
      <PermissionGuard permission={permission}>
        <Page />
      </PermissionGuard>
    );
  };
}
