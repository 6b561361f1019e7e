import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { RootLayout } from '../components/root-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { mainRoutes } from './main';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    // Main routes last: they hold the catch-all 404.
    children: [...authRoutes, ...dashboardRoutes, ...mainRoutes],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
