import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { paths, withQuery } from '../../config/paths';
import { useAuthStore } from '../auth-store';

/** Signed-in users only; everyone else goes to sign-in and comes back here afterwards. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={withQuery(paths.auth.jwt.signIn, { returnTo })} replace />;
  }
  return children;
}
