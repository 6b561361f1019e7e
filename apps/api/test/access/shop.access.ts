// Access rows for the shop (test/access-matrix.ts): staff read the catalogue (product.read),
// managers and admins change it (product.write); the public catalogue is open to everyone while the
// shop is on (the demo venue X has it on; venue Y has it off → 409); another venue's product is a 404.
import type { AccessRow } from '../auth';
import { productFixture } from '../fakes/shop-fixtures';

const productPayload = (_ctx: unknown, actor: string) => ({
  name: { de: `Artikel ${actor}` },
  category: 'accessories',
  priceCents: 1000,
  vatPercent: 19,
  stock: 5,
});

export const accessRows: AccessRow[] = [
  {
    name: '/products list (staff)',
    method: 'GET',
    url: '/api/v1/products',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/products/{id} of organization X (staff)',
    method: 'GET',
    url: (ctx) => `/api/v1/products/${ctx.fixtures.productId}`,
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/products create',
    method: 'POST',
    url: '/api/v1/products',
    payload: productPayload,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/products/{id} replace',
    method: 'PUT',
    url: (ctx) => `/api/v1/products/${ctx.fixtures.productId}`,
    payload: productPayload,
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/products/{id} change status',
    method: 'PATCH',
    url: (ctx) => `/api/v1/products/${ctx.fixtures.productId}`,
    payload: { status: 'archived' },
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/products/{id} delete',
    method: 'DELETE',
    url: (ctx) => `/api/v1/products/${ctx.fixtures.productId}`,
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 204 },
  },
  {
    name: '/shop/products public list',
    method: 'GET',
    url: '/api/v1/shop/products',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 409, admin: 200 },
  },
  {
    name: '/shop/products/{id} public detail of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/shop/products/${ctx.fixtures.productId}`,
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 409, admin: 200 },
  },
  {
    name: '/cart/products add',
    method: 'POST',
    url: '/api/v1/cart/products',
    payload: (ctx) => ({ items: [{ productId: ctx.fixtures.productId }] }),
    setup: async (ctx) => void (ctx.fixtures.productId = await productFixture(ctx)),
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 409, admin: 200 },
  },
  {
    name: '/orders/{id}/product-refunds',
    method: 'POST',
    url: '/api/v1/orders/00000000-0000-4000-8000-000000000000/product-refunds',
    payload: { lines: [{ lineId: '00000000-0000-4000-8000-000000000001', quantity: 1 }] },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 404 },
  },
];
