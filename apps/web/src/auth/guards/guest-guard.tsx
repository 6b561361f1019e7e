import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { useAuthStore } from '../auth-store';
import { safeReturnTo } from './return-to';

/** Sign-in and sign-up pages: a signed-in user goes on to returnTo or the dashboard. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
  return children;
}
