// Helpers that turn a page module into a lazily loaded route (code split per screen).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AreaMode } from '../../pages/dashboard/area-page';
import { lazyScreen } from './lazy-screen';

/** A dashboard page behind the PermissionGuard its path needs (guarded-page.tsx). */
export function guardedRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    Component: lazyScreen(async () => {
      const [Page, { guardPage }] = await Promise.all([load(), import('./guarded-page')]);
      return guardPage(path, Page);
    }),
  };
}

export function areaRoute(path: string, area: string, mode?: AreaMode, descriptionKey?: string): RouteObject {
  return guardedRoute(path, async () => {
    const { AreaPage } = await import('../../pages/dashboard/area-page');
    return () => <AreaPage area={area} mode={mode} descriptionKey={descriptionKey} />;
  });
}
