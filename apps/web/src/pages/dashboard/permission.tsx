import { PermissionMatrixView } from '../../sections/dashboard/permissions/view/permission-matrix-view';

export function PermissionPage() {
  return <PermissionMatrixView />;
}
