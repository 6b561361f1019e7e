// Access rows for passes (punch cards): staff read pass types and customers' passes (pass.read),
// managers and admins define types and correct punches (pass.write), desk staff sell
// (order.write.any); the catalogue is public; a customer's own passes and cart need a sign-in;
// another organization's record is a 404.
import type { AccessRow } from '../auth';
import { passFixture, passTypeFixture } from '../fakes/pass-fixtures';

const typePayload = {
  name: { de: '10er-Karte' },
  unit: 'court_hour',
  units: 10,
  bookingTypes: ['normal'],
  validityMonths: 12,
  priceCents: 9000,
  vatPercent: 19,
};
const withType = async (ctx: Parameters<NonNullable<AccessRow['setup']>>[0]) =>
  void (ctx.fixtures.passTypeId = await passTypeFixture(ctx));
const withPass = async (ctx: Parameters<NonNullable<AccessRow['setup']>>[0]) =>
  void (ctx.fixtures.passId = await passFixture(ctx));

export const accessRows: AccessRow[] = [
  {
    name: '/pass-types list (staff)',
    method: 'GET',
    url: '/api/v1/pass-types',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/pass-types create',
    method: 'POST',
    url: '/api/v1/pass-types',
    payload: typePayload,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/pass-types/{id} replace',
    method: 'PUT',
    url: (ctx) => `/api/v1/pass-types/${ctx.fixtures.passTypeId}`,
    payload: typePayload,
    setup: withType,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/pass-types/catalogue (public)',
    method: 'GET',
    url: '/api/v1/pass-types/catalogue',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: "/users/{id}/passes of customer A (a customer's staff page)",
    method: 'GET',
    url: (ctx) => `/api/v1/users/${ctx.sessions.customerA.userId}/passes`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/passes/sell at the desk',
    method: 'POST',
    url: '/api/v1/passes/sell',
    payload: (ctx) => ({ passTypeId: ctx.fixtures.passTypeId, userId: ctx.sessions.customerA.userId }),
    setup: withType,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 201, staffY: 404, admin: 201 },
  },
  {
    name: '/passes/{id}/adjust',
    method: 'POST',
    url: (ctx) => `/api/v1/passes/${ctx.fixtures.passId}/adjust`,
    payload: { units: -1, note: 'no-show' },
    setup: withPass,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/passes/mine',
    method: 'GET',
    url: '/api/v1/passes/mine',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/cart/passes read',
    method: 'GET',
    url: '/api/v1/cart/passes',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/cart/passes add a pass of organization X',
    method: 'POST',
    url: '/api/v1/cart/passes',
    payload: (ctx) => ({ passTypeId: ctx.fixtures.passTypeId }),
    setup: withType,
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/cart/passes/{id} remove a line that is not in the cart',
    method: 'DELETE',
    url: '/api/v1/cart/passes/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, customerA: 404, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: "/cart/pass attach customer A's pass",
    method: 'PUT',
    url: '/api/v1/cart/pass',
    payload: (ctx) => ({ passId: ctx.fixtures.passId }),
    setup: withPass,
    expect: { anonymous: 401, customerA: 200, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: '/cart/pass detach',
    method: 'DELETE',
    url: '/api/v1/cart/pass',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
];
