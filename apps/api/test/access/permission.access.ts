// Access rows for /api/v1/permissions (see test/access-matrix.ts).
import { defaultRolePermissions } from '@courtside/core/permissions';
import type { AccessRow } from '../auth';

const adminOnly = { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 };

export const accessRows: AccessRow[] = [
  { name: '/permissions/matrix', method: 'GET', url: '/api/v1/permissions/matrix', expect: adminOnly },
  {
    name: '/permissions/matrix (unchanged customer row)',
    method: 'PUT',
    url: '/api/v1/permissions/matrix',
    payload: { matrix: { customer: [...defaultRolePermissions.customer] } },
    expect: adminOnly,
  },
];
