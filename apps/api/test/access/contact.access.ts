// Access rows for /api/v1/contact-us (see test/access-matrix.ts).
import type { AccessRow } from '../auth';

export const accessRows: AccessRow[] = [
  {
    name: '/contact-us (inbox)',
    method: 'GET',
    url: '/api/v1/contact-us',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/contact-us/config',
    method: 'GET',
    url: '/api/v1/contact-us/config',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
];
