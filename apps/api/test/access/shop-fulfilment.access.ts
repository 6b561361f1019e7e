// Access rows for pick-up and delivery (docs/product/shop.md#pick-up-or-delivery): the cart's choice is
// open to guests and users alike (an empty cart answers 422); the staff's list needs order.read.any,
// marking an order picked up or shipped order.write.any; another venue's order is a 404.
import type { AccessRow } from '../auth';
import { fulfilmentFixture } from '../fakes/shop-fixtures';

const everyone = { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 } as const;
const staffOnly = { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 } as const;

export const accessRows: AccessRow[] = [
  { name: '/cart/delivery read', method: 'GET', url: '/api/v1/cart/delivery', expect: everyone },
  {
    name: '/cart/delivery choose (empty cart)',
    method: 'PUT',
    url: '/api/v1/cart/delivery',
    payload: { method: 'pickup' },
    // Rows before may have put products into an actor's cart: emptied first, so the cart is empty.
    setup: async (ctx, actor) => {
      if (actor === 'anonymous') return;
      const headers = ctx.sessions[actor].headers;
      const cleared = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/cart/clearcart', headers });
      if (cleared.statusCode >= 300) throw new Error(`clearing the cart of ${actor}: ${cleared.statusCode}`);
    },
    expect: { anonymous: 422, customerA: 422, customerB: 422, staffX: 422, staffY: 422, admin: 422 },
  },
  {
    name: '/shop/fulfilments list',
    method: 'GET',
    url: '/api/v1/shop/fulfilments',
    expect: { ...staffOnly, staffY: 200 },
  },
  {
    name: '/shop/fulfilments/{orderId}/picked-up',
    method: 'POST',
    url: (ctx) => `/api/v1/shop/fulfilments/${ctx.fixtures.orderId}/picked-up`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await fulfilmentFixture(ctx, 'pickup')),
    expect: staffOnly,
  },
  {
    name: '/shop/fulfilments/{orderId}/shipped',
    method: 'POST',
    url: (ctx) => `/api/v1/shop/fulfilments/${ctx.fixtures.orderId}/shipped`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await fulfilmentFixture(ctx, 'delivery')),
    expect: staffOnly,
  },
];
