// Access rows for /api/v1/orders: customers see their own orders, staff (order.read.any) every order
// of their organization; desk orders need order.write.any, refunds payment.refund.
import type { AccessRow } from '../auth';
import { orderFixture } from '../fakes/access-fixtures';

export const accessRows: AccessRow[] = [
  {
    name: '/orders list (own or all)',
    method: 'GET',
    url: '/api/v1/orders',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/orders/{id} of customer A',
    method: 'GET',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.orderId}`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await orderFixture(ctx)),
    expect: { anonymous: 404, customerA: 200, customerB: 404, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: "/orders/{id}/calendar of customer A's unpaid order",
    method: 'GET',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.orderId}/calendar`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await orderFixture(ctx)),
    // Those who may read the order get past the check to the 409 (nothing booked yet).
    expect: { anonymous: 404, customerA: 409, customerB: 404, staffX: 409, staffY: 404, admin: 409 },
  },
  {
    name: "/orders/{id}/cancel of customer A's unpaid order",
    method: 'POST',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.orderId}/cancel`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await orderFixture(ctx)),
    expect: { anonymous: 404, customerA: 200, customerB: 404, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/orders/{id}/refund',
    method: 'POST',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.orderId}/refund`,
    payload: { kind: 'money', reason: 'access test' },
    setup: async (ctx) => void (ctx.fixtures.orderId = await orderFixture(ctx)),
    // The fixture order is unpaid: the admin gets past the permission check to the 409.
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 409 },
  },
  {
    name: '/orders/desk',
    method: 'POST',
    url: '/api/v1/orders/desk',
    payload: {
      provider: 'cash',
      contact: { name: 'Walk In', email: 'walkin@example.org' },
      items: [
        {
          resourceId: '00000000-0000-4000-8000-000000000000',
          start: '2030-01-01T10:00:00Z',
          end: '2030-01-01T11:00:00Z',
        },
      ],
    },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 404, staffY: 404, admin: 404 },
  },
];
