// Auth routes (docs/product.md#roles): /auth/{method}/{screen}; jwt is the configured method, the others
// say they are not configured here (docs/product.md#roles).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GuestGuard } from '../../auth/guards/guest-guard';
import { paths } from '../../config/paths';
import { lazyScreen } from './lazy-screen';
import { loadThemed } from './themed';

function unavailableRoute(path: string, method: string): RouteObject {
  return {
    path,
    Component: lazyScreen(async () => {
      const { AuthMethodUnavailableView } = await import('../../sections/auth/view/auth-method-unavailable-view');
      return () => <AuthMethodUnavailableView method={method} />;
    }),
  };
}

/** Sign-in, sign-up and verify are for guests; a signed-in visitor goes on to the dashboard. */
function guestRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    Component: lazyScreen(async () => {
      const Page = await load();
      return () => (
        <GuestGuard>
          <Page />
        </GuestGuard>
      );
    }),
  };
}

const otherMethods = ['amplify', 'firebase', 'supabase'] as const;
const jwt = paths.auth.jwt;

export const authRoutes: RouteObject[] = [
  {
    Component: lazyScreen(() =>
      loadThemed(async () => (await import('../../layouts/auth/auth-split-layout')).AuthSplitLayout, true),
    ),
    children: [
      guestRoute(jwt.signIn, async () => (await import('../../pages/auth/jwt/sign-in')).JwtSignInPage),
      guestRoute(jwt.signUp, async () => (await import('../../pages/auth/jwt/sign-up')).JwtSignUpPage),
      guestRoute(jwt.verify, async () => (await import('../../pages/auth/jwt/verify')).JwtVerifyPage),
      {
        path: jwt.resetPassword,
        Component: lazyScreen(async () => (await import('../../pages/auth/jwt/reset-password')).JwtResetPasswordPage),
      },
      {
        path: jwt.updatePassword,
        Component: lazyScreen(async () => (await import('../../pages/auth/jwt/update-password')).JwtUpdatePasswordPage),
      },
      ...otherMethods.flatMap((method) =>
        Object.values(paths.auth[method]).map((path) => unavailableRoute(path, method)),
      ),
      unavailableRoute(paths.auth.auth0.signIn, 'auth0'),
    ],
  },
];
