// The credit note of a cancelled booking, as "My bookings" links it (docs/product.md#cancellation):
// the customer finds it by the booking's order and downloads its PDF; another customer gets a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, payCart } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let customer2: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  customer = await loginAs(t.app, 'customer@example.com');
  customer2 = await loginAs(t.app, 'customer2@example.com');
});
afterAll(async () => t?.close());

describe('the credit note of a cancelled booking', () => {
  it('is listed with the booking order for its customer, its PDF theirs alone', async () => {
    const user = client(t.app, customer.headers);
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '11:00', 7)] });
    const { orderId, confirm } = await payCart(user, undefined, {});
    expect(confirm.json().status).toBe('completed');
    const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
    const bookingId = order.items[0].bookingId as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(cancelled.json().refund).toBe('full');
    const { processPendingRefunds } = await import('../refund/refund.service');
    await processPendingRefunds(t.app);

    // The web links the note by the cancelled booking's order id.
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/bookings?mine=true', headers: customer.headers });
    const booking = mine.json().rows.find((b: { id: string }) => b.id === bookingId);
    expect(booking).toMatchObject({ status: 'cancelled', orderId, cancellable: false });
    const invoices = await t.app.inject({ method: 'GET', url: '/api/v1/invoices', headers: customer.headers });
    const note = invoices
      .json()
      .rows.find((i: { kind: string; orderId: string }) => i.kind === 'credit_note' && i.orderId === orderId);
    expect(note).toBeDefined();

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${note.id}/pdf`,
      headers: customer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Another customer: not listed, not readable, no PDF.
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/invoices', headers: customer2.headers });
    expect(theirs.json().rows.map((i: { id: string }) => i.id)).not.toContain(note.id);
    for (const url of [`/api/v1/invoices/${note.id}`, `/api/v1/invoices/${note.id}/pdf`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: customer2.headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${note.id}/pdf` })).statusCode).toBe(404);
  });
});
