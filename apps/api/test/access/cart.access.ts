// Access rows for the cart: open to guests (cookie cart) and users alike; the merge needs a
// signed-in user; the payment provider list is public.
import type { AccessRow } from '../auth';

const everyone = { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 };

export const accessRows: AccessRow[] = [
  { name: '/cart', method: 'GET', url: '/api/v1/cart', expect: everyone },
  { name: '/cart/ordersummery', method: 'GET', url: '/api/v1/cart/ordersummery', expect: everyone },
  { name: '/cart/clearcart', method: 'PATCH', url: '/api/v1/cart/clearcart', expect: everyone },
  {
    name: '/cart/addlocalstorage',
    method: 'PATCH',
    url: '/api/v1/cart/addlocalstorage',
    payload: { items: [] },
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  { name: '/payments/providers', method: 'GET', url: '/api/v1/payments/providers', expect: everyone },
];
