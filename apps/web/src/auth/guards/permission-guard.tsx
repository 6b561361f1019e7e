import type { ReactNode } from 'react';
import { ErrorView } from '../../sections/error/error-view';
import { hasPermission, useAuthStore } from '../auth-store';

/** Shows the 403 screen unless the signed-in user holds the permission (the server checks too). */
export function PermissionGuard({ permission, children }: { permission?: string; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  if (!hasPermission(user, permission)) {
    return (
      <div style={{ paddingBlock: 48 }}>
        <ErrorView status={403} />
      </div>
    );
  }
  return children;
}
