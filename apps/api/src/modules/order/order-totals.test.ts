// Done when: a new visitor books and pays a court, an abo and a come-together place
// through the API with nothing configured, and the totals agree to the cent everywhere.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organizationSettings } from '@courtside/core/organization';
import { priceCart } from '@courtside/core/pricing';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import {
  card,
  clearDemoActivity,
  client,
  comeTogetherSession,
  courtSlot,
  startOrder,
} from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

it('books a court, an abo and come-together places in one checkout; every total agrees', async () => {
  const { slot: session } = await comeTogetherSession(t.app, venue, 6, '18:00', { capacity: 8, priceCents: 750 });
  const guest = client(t.app);
  const added = await guest.request('POST', '/api/v1/cart', {
    items: [
      courtSlot(venue, 1, '11:00', 2),
      { ...courtSlot(venue, 2, '12:00', 2), bookingType: 'abo' },
      { ...session, quantity: 3 },
    ],
  });
  expect(added.statusCode).toBe(200);
  const items = added.json().items;
  expect(items.map((i: { bookingType: string }) => i.bookingType).sort()).toEqual(['abo', 'come_together', 'normal']);

  // The client preview: the same core function over the cart items gives the same row.
  const preview = priceCart({
    items: items.map((i: { unitPrice: number; quantity: number; bookingType: 'normal' }) => ({
      unitPriceCents: i.unitPrice,
      quantity: i.quantity,
      bookingType: i.bookingType,
    })),
    settings: organizationSettings({}),
  });
  const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
  expect(summary).toMatchObject(preview);

  const order = (await startOrder(guest)).json();
  expect(order.totalCents).toBe(summary.total);
  const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
    orderId: order.orderId,
    clientSecret: order.clientSecret,
    card: card(),
  });
  expect(confirm.json().status).toBe('completed');

  const detail = (await guest.request('GET', `/api/v1/orders/${order.orderId}`)).json();
  expect(detail.summary).toEqual(preview);
  expect(detail.items.reduce((s: number, i: { grossCents: number }) => s + i.grossCents, 0)).toBe(summary.gross);
  expect(detail.items.reduce((s: number, i: { vatCents: number }) => s + i.vatCents, 0)).toBe(summary.vat);
  expect(detail.payments.reduce((s: number, p: { amountCents: number }) => s + p.amountCents, 0)).toBe(summary.total);
  const invoice = (
    await t.database.query('select total_cents, totals, lines from invoices where order_id = $1', [order.orderId])
  ).rows[0]!;
  expect(invoice.total_cents).toBe(summary.total);
  const totals = invoice.totals as { vatCents: number; netCents: number; grossCents: number };
  expect(totals.vatCents).toBe(summary.vat + summary.serviceFeeVat);
  expect(totals.netCents).toBe(summary.net + summary.serviceFee);
  expect((invoice.lines as { grossCents: number }[]).reduce((s, l) => s + l.grossCents, 0)).toBe(summary.total);

  const bookings = (await t.database.query('select type, status from bookings where order_id = $1', [order.orderId]))
    .rows;
  expect(new Set(bookings.map((b) => b.type))).toEqual(new Set(['normal', 'abo', 'come_together']));
  expect(bookings.every((b) => b.status === 'upcoming')).toBe(true);
  const ics = (
    await t.database.query(
      `select attachments from outbox_mails where template = 'checkout.order-confirmation' and "to" = 'gina@example.org'`,
    )
  ).rows[0]!.attachments as { content: string }[];
  const events =
    Buffer.from(ics[1]!.content, 'base64')
      .toString()
      .match(/BEGIN:VEVENT/g) ?? [];
  expect(events.length).toBe(bookings.length);
});
