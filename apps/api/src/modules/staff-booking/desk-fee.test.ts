// The desk's price (docs/product.md#service-fee): the service fee is an online-booking fee, so cash,
// card terminal and bank transfer at the desk carry none unless the venue turns it on; the quote
// staff see before booking is exactly what booking charges; a walk-in may give no e-mail address
// (then no mail is sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { zonedInstant } from '@courtside/core/slots/time';
import { organizations, outboxMails } from '../../db/schema';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => t?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/${url}`, headers: staff.headers, payload });

async function feeAtDesk(on: boolean) {
  await t.app.db
    .update(organizations)
    .set({
      settings: sql`jsonb_set(${organizations.settings}, '{serviceFee}', coalesce(${organizations.settings} -> 'serviceFee', '{}'::jsonb) || ${JSON.stringify({ atDesk: on })}::jsonb)`,
    })
    .where(eq(organizations.id, venue.organizationId));
}

describe('desk price', () => {
  it.each(['cash', 'card_terminal', 'bank_transfer'] as const)(
    'charges no service fee for %s: the quote is the court price and booking charges exactly that',
    async (paymentMethod) => {
      const hour = { cash: '10:00', card_terminal: '11:00', bank_transfer: '12:00' }[paymentMethod];
      const end = { cash: '11:00', card_terminal: '12:00', bank_transfer: '13:00' }[paymentMethod];
      const items = [{ resourceId: venue.court(1).id, start: at(hour), end: at(end) }];
      const quote = await post('bookings/quote', { paymentMethod, items });
      expect(quote.statusCode, quote.body).toBe(200);
      const q = quote.json<{ subtotal: number; serviceFee: number; total: number }>();
      expect(q.subtotal).toBeGreaterThan(0);
      expect(q.serviceFee).toBe(0);
      expect(q.total).toBe(q.subtotal);
      // The quote held nothing: the same slot can be booked right after.
      const booked = await post('bookings', {
        contact: { name: 'Walk In', email: 'w@example.net' },
        paymentMethod,
        items,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().totalCents).toBe(q.total);
    },
  );

  it('charges the fee at the desk when the venue says so, and the quote shows it', async () => {
    await feeAtDesk(true);
    try {
      const items = [{ resourceId: venue.court(2).id, start: at('10:00'), end: at('11:00') }];
      const q = (await post('bookings/quote', { paymentMethod: 'cash', items })).json();
      expect(q.serviceFee).toBeGreaterThan(0);
      expect(q.total).toBe(q.subtotal - q.discount + q.serviceFee);
      const booked = await post('bookings', { contact: { name: 'Walk In' }, paymentMethod: 'cash', items });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().totalCents).toBe(q.total);
    } finally {
      await feeAtDesk(false);
    }
  });

  it('answers a taken slot in the quote as booking would', async () => {
    const items = [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }];
    const quote = await post('bookings/quote', { paymentMethod: 'cash', items });
    expect(quote.statusCode).toBe(409);
  });

  it('books a walk-in without an e-mail address and sends no mail', async () => {
    const before = await t.app.db.select({ id: outboxMails.id }).from(outboxMails);
    const res = await post('bookings', {
      contact: { name: 'No Mail' },
      paymentMethod: 'cash',
      items: [{ resourceId: venue.court(3).id, start: at('10:00'), end: at('11:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ orderStatus: 'completed' });
    const after = await t.app.db.select({ id: outboxMails.id, to: outboxMails.to }).from(outboxMails);
    expect(after.length).toBe(before.length);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${res.json().orderId}`,
      headers: staff.headers,
    });
    expect(order.statusCode, order.body).toBeLessThan(500);
  });
});
