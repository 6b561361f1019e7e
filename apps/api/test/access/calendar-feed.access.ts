// Access rows for /api/v1/calendar (see test/access-matrix.ts).
import type { AccessRow } from '../auth';

export const accessRows: AccessRow[] = [
  {
    name: '/calendar/feed (own address)',
    method: 'GET',
    url: '/api/v1/calendar/feed',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/calendar/feed/reset',
    method: 'POST',
    url: '/api/v1/calendar/feed/reset',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/calendar/overview (public)',
    method: 'GET',
    url: () => `/api/v1/calendar/overview?from=${new Date().toISOString().slice(0, 10)}&days=1`,
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
];
