import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { RootLayout } from '../components/root-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { mainRoutes } from './main';

const ROOT_ID = 'root';

/**
 * Route tables that are not part of the start-up: the dashboard's and the auth screens' routes
 * (with their guards) load when a path under their prefix is first visited, through react-router's
 * patchRoutesOnNavigation, so a visitor of the public pages never downloads them.
 */
const lazyAreas: { prefix: string; load: () => Promise<RouteObject[]> }[] = [
  { prefix: '/dashboard', load: async () => (await import('./dashboard')).dashboardRoutes },
  { prefix: '/auth', load: async () => (await import('./auth')).authRoutes },
];

function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <LoadingScreen />,
      // Main routes hold the catch-all 404; the lazy areas' more specific routes win over it.
      children,
    },
  ];
}

/** The public routes the router starts with. */
export const routes: RouteObject[] = root([...mainRoutes]);

/** Every route, the lazy areas included (tests match paths against the whole table). */
export async function allRoutes(): Promise<RouteObject[]> {
  const areas = await Promise.all(lazyAreas.map((area) => area.load()));
  return root([...areas.flat(), ...mainRoutes]);
}

export function createRouter() {
  const patched = new Set<string>();
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const pathname = path.split(/[?#]/)[0] ?? path;
      for (const area of lazyAreas) {
        if (patched.has(area.prefix)) continue;
        if (pathname !== area.prefix && !pathname.startsWith(`${area.prefix}/`)) continue;
        patched.add(area.prefix);
        patch(ROOT_ID, await area.load());
      }
    },
  });
}
