// Helpers that turn a page module into a lazily loaded route (code split per screen).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PermissionGuard } from '../../auth/guards/permission-guard';
import { permissionFor } from '../../config/dashboard-access';
import type { AreaMode } from '../../pages/dashboard/area-page';

/** A dashboard page behind the PermissionGuard its path needs (config/dashboard-access.ts). */
export function guardedRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const permission = permissionFor(path);
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        Component: () => (
          <PermissionGuard permission={permission}>
            <Page />
          </PermissionGuard>
        ),
      };
    },
  };
}

export function areaRoute(path: string, area: string, mode?: AreaMode, descriptionKey?: string): RouteObject {
  return guardedRoute(path, async () => {
    const { AreaPage } = await import('../../pages/dashboard/area-page');
    return () => <AreaPage area={area} mode={mode} descriptionKey={descriptionKey} />;
  });
}
