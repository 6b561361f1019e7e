import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { i18next, i18nReady } from '../../locales/i18n';
import type { SessionUser } from '../auth-api';
import { useAuthStore } from '../auth-store';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';
import { PermissionGuard } from './permission-guard';
import { safeReturnTo } from './return-to';

const customer = {
  id: 'u1',
  name: 'Clara Kundin',
  email: 'c@example.com',
  role: 'customer',
  permissions: ['booking.read.own'],
} as unknown as SessionUser;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Table({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

async function renderAt(path: string, routes: RouteObject[]) {
  await i18nReady;
  await i18next.changeLanguage('en');
  // Page titles read the venue's name through the query client, as in the app.
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Table routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('guards', () => {
  beforeEach(() => useAuthStore.setState({ status: 'unauthenticated', user: null }));

  it('AuthGuard sends guests to jwt sign-in with returnTo', async () => {
    await renderAt('/dashboard/coupons?page=2', [
      {
        path: '/dashboard/coupons',
        element: (
          <AuthGuard>
            <p>secret</p>
          </AuthGuard>
        ),
      },
      { path: '*', element: <Where /> },
    ]);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/auth/jwt/sign-in?returnTo=%2Fdashboard%2Fcoupons%3Fpage%3D2',
    );
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('AuthGuard shows the page to a signed-in user', async () => {
    useAuthStore.setState({ status: 'authenticated', user: customer });
    await renderAt('/dashboard', [
      {
        path: '/dashboard',
        element: (
          <AuthGuard>
            <p>welcome</p>
          </AuthGuard>
        ),
      },
    ]);
    expect(await screen.findByText('welcome')).toBeTruthy();
  });

  it('GuestGuard sends a signed-in user on to a safe returnTo', async () => {
    useAuthStore.setState({ status: 'authenticated', user: customer });
    await renderAt('/auth/jwt/sign-in?returnTo=%2Fdashboard%2Fuser%2Fprofile', [
      {
        path: '/auth/jwt/sign-in',
        element: (
          <GuestGuard>
            <p>form</p>
          </GuestGuard>
        ),
      },
      { path: '*', element: <Where /> },
    ]);
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard/user/profile');
  });

  it('PermissionGuard shows the 403 screen without the permission', async () => {
    useAuthStore.setState({ status: 'authenticated', user: customer });
    await renderAt('/x', [
      {
        path: '/x',
        element: (
          <PermissionGuard permission="coupon.read">
            <p>coupons</p>
          </PermissionGuard>
        ),
      },
    ]);
    expect(await screen.findByTestId('error-403')).toBeTruthy();
    expect(screen.queryByText('coupons')).toBeNull();
  });

  it('returnTo only accepts paths of this app', () => {
    expect(safeReturnTo('/dashboard/bookings')).toBe('/dashboard/bookings');
    expect(safeReturnTo('https://evil.example')).toBe('/dashboard');
    expect(safeReturnTo('//evil.example')).toBe('/dashboard');
    expect(safeReturnTo('/\\evil.example')).toBe('/dashboard');
    expect(safeReturnTo('/auth/jwt/sign-in')).toBe('/dashboard');
    expect(safeReturnTo(null)).toBe('/dashboard');
  });
});
