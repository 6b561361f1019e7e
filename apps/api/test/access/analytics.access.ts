// Access rows for /api/v1/analytics and the shop sales report (see test/access-matrix.ts): reports need report.read
// (managers, admins); each organization sees only its own figures.
import type { AccessRow } from '../auth';

const reporters = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: 403,
  staffY: 403,
  admin: ok,
});

export const accessRows: AccessRow[] = [
  { name: '/analytics/occupancy', method: 'GET', url: '/api/v1/analytics/occupancy', expect: reporters(200) },
  {
    name: '/analytics/revenue',
    method: 'GET',
    url: '/api/v1/analytics/revenue?from=2026-01-01&to=2026-01-31',
    expect: reporters(200),
  },
  {
    name: '/analytics/utilisation',
    method: 'GET',
    url: '/api/v1/analytics/utilisation?granularity=week',
    expect: reporters(200),
  },
  {
    name: '/shop/sales (shop sales report)',
    method: 'GET',
    url: '/api/v1/shop/sales?granularity=week',
    expect: reporters(200),
  },
  { name: '/analytics/cancellations', method: 'GET', url: '/api/v1/analytics/cancellations', expect: reporters(200) },
  {
    name: '/analytics/waitlist-demand',
    method: 'GET',
    url: '/api/v1/analytics/waitlist-demand',
    expect: reporters(200),
  },
  {
    name: '/analytics/revenue naming the other organization',
    method: 'GET',
    url: '/api/v1/analytics/revenue?tenantId=sandplatz-leipzig',
    headers: { 'x-organization': 'sandplatz-leipzig' },
    expect: reporters(200),
  },
];
