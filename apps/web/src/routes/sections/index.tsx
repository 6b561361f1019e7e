import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { RootLayout } from '../components/root-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { mainRoutes } from './main';


/**
 * The dashboard's and the auth screens' route tables. They stay in the start-up: loading them on
 * first visit through react-router's patchRoutesOnNavigation (tried 2026-11-25) sent /booking and
 * /payment into an endless render loop (their URL updates never settled), so the router gets the
 * whole table at once.
 */
const lazyAreas: { prefix: string; load: () => Promise<RouteObject[]> }[] = [
  { prefix: '/dashboard', load: async () => (await import('./dashboard')).dashboardRoutes },
  { prefix: '/auth', load: async () => (await import('./auth')).authRoutes },
];

function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <LoadingScreen />,
      // Main routes hold the catch-all 404; the lazy areas' more specific routes win over it.
      children,
    },
  ];
}

/** Every route (the lazy areas' tables are imported statically below). */
export const routes: RouteObject[] = root([...authRoutes, ...dashboardRoutes, ...mainRoutes]);

/** Every route, the lazy areas included (tests match paths against the whole table). */
export async function allRoutes(): Promise<RouteObject[]> {
  const areas = await Promise.all(lazyAreas.map((area) => area.load()));
  return root([...areas.flat(), ...mainRoutes]);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
