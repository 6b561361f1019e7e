// Access rows for /api/v1/audit (see test/access-matrix.ts).
import type { AccessRow } from '../auth';

export const accessRows: AccessRow[] = [
  {
    name: '/audit',
    method: 'GET',
    url: '/api/v1/audit',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
];
