import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/root-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { preloadScreens } from './lazy-screen';
import { mainRoutes } from './main';

/**
 * The dashboard's and the auth screens' route tables are part of the start-up (one table, one
 * match per location); their screens are lazy (lazy-screen.tsx).
 */
function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Main routes hold the catch-all 404; the auth and dashboard routes are more specific.
      children,
    },
  ];
}

/** Every route of the app. */
export const routes: RouteObject[] = root([...authRoutes, ...dashboardRoutes, ...mainRoutes]);

/** Navigations shown so far: a screen whose download failed is tried again after the next one. */
let shown = 0;

/**
 * The app's routes in react-router's declarative mode (ADR 027: the data router's code weighed
 * 16 KB gzip on every page, and the app used none of its data features). Inside BrowserRouter in
 * the browser and StaticRouter on the server (entry-server.tsx).
 */
export function AppRoutes() {
  const location = useLocation();
  // Every screen this location shows starts downloading now, in parallel; a failure shows in the
  // error boundary when the screen renders.
  preloadScreens(routes, location, shown).catch(() => undefined);
  useEffect(() => {
    shown += 1;
  }, [location]);
  return <RouteErrorBoundary pathname={location.pathname}>{useRoutes(routes, location)}</RouteErrorBoundary>;
}
