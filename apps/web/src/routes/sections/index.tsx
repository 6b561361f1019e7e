import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { RootLayout } from '../components/root-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { mainRoutes } from './main';

/**
 * The dashboard's and the auth screens' route tables are part of the start-up: loading them on
 * first visit through react-router's patchRoutesOnNavigation (tried 2026-11-25) sent /booking and
 * /payment into an endless render loop (their URL updates never settled), so the router gets the
 * whole table at once. Their screens are still lazy (each route's `lazy`).
 */
function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <LoadingScreen />,
      // Main routes hold the catch-all 404; the auth and dashboard routes are more specific.
      children,
    },
  ];
}

/** Every route of the app. */
export const routes: RouteObject[] = root([...authRoutes, ...dashboardRoutes, ...mainRoutes]);

export function createRouter() {
  return createBrowserRouter(routes);
}
