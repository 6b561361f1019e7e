// Helpers for checkout tests: free slots of the demo venue, a come-together session, and a guest
// client that keeps its cart cookie like a browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { dynamicSlots } from '../../src/db/schema/booking';
import type { DemoVenue } from '../booking-fixtures';

const tz = 'Europe/Berlin';

/** A local date n days from today in Berlin, and an instant on it. */
export const dayAhead = (days: number) => addDays(localDate(new Date(), tz), days);
export const at = (time: string, days = 1) => zonedInstant(dayAhead(days), time, tz);

export interface SlotInput {
  resourceId: string;
  start: string;
  end: string;
  bookingType: 'normal' | 'come_together' | 'abo';
  quantity?: number;
  subscriptionId?: string;
}

/** One hour on court n, `days` ahead, starting at `time` (Berlin wall clock). */
export function courtSlot(venue: DemoVenue, n: number, time: string, days = 1): SlotInput {
  const start = at(time, days);
  return {
    resourceId: venue.court(n).id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    bookingType: 'normal',
  };
}

/** A come-together session on court n (capacity places at priceCents each). */
export async function comeTogetherSession(
  app: FastifyInstance,
  venue: DemoVenue,
  n: number,
  time: string,
  options: { days?: number; capacity?: number; priceCents?: number } = {},
) {
  const start = at(time, options.days ?? 2);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [session] = await app.db
    .insert(dynamicSlots)
    .values({
      organizationId: venue.organizationId,
      resourceId: venue.court(n).id,
      kind: 'come_together',
      startsAt: start,
      endsAt: end,
      title: 'Open play',
      priceCents: options.priceCents ?? 800,
      capacity: options.capacity ?? 8,
      minPlayers: 4,
    })
    .returning();
  const slot: SlotInput = {
    resourceId: venue.court(n).id,
    start: start.toISOString(),
    end: end.toISOString(),
    bookingType: 'come_together',
  };
  return { session: session!, slot };
}

/** A browser-like client: remembers cookies set by the API (the guest cart token). */
export function client(app: FastifyInstance, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const request = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...extra, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return { request, jar, headers };
}

/** Removes the demo week's sample bookings, sessions and events so tests pick free slots at will. */
/** The demo's orders with their payments, invoices (and numbering) and refunds. */
export async function clearDemoLedger(t: { database: { query: (sql: string) => Promise<unknown> } }): Promise<void> {
  await t.database.query('delete from refunds');
  await t.database.query('delete from invoices');
  await t.database.query('delete from invoice_counters');
  await t.database.query('delete from payments');
  await t.database.query('delete from order_items');
  await t.database.query('delete from orders');
}

/** The demo's bookings, sessions, abo, events and the orders that paid for them. */
export async function clearDemoActivity(t: { database: { query: (sql: string) => Promise<unknown> } }): Promise<void> {
  await clearDemoLedger(t);
  await t.database.query('delete from cart_items');
  await t.database.query('delete from courses');
  await t.database.query('delete from booking_events');
  await t.database.query('delete from bookings');
  await t.database.query('delete from subscriptions');
  await t.database.query('delete from events');
  await t.database.query('delete from dynamic_slots');
}

export const contact = { name: 'Gina Gast', email: 'gina@example.org' };
export const card = (number = '4242 4242 4242 4242') => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

type Client = ReturnType<typeof client>;

/** POST /orders with a fresh (or given) Idempotency-Key. */
export async function startOrder(
  c: Client,
  body: Record<string, unknown> = { contact },
  key: string = crypto.randomUUID(),
) {
  return c.request('POST', '/api/v1/orders', body, { 'idempotency-key': key });
}

/** Cart → order → test card: the whole guest checkout; answers the confirm response. */
export async function payCart(c: Client, number = '4242 4242 4242 4242', body: Record<string, unknown> = { contact }) {
  const order = await startOrder(c, body);
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const { orderId, clientSecret } = order.json<{ orderId: string; clientSecret: string }>();
  const confirm = await c.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card(number) });
  return { orderId, clientSecret, confirm };
}

/** A bare pending order row (for service-level race tests that need an order id). */
export async function bareOrder(
  t: { database: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } },
  organizationId: string,
  email = 'race@example.org',
): Promise<string> {
  const summary = {
    subtotal: 0,
    discount: 0,
    gross: 0,
    net: 0,
    vat: 0,
    serviceFee: 0,
    serviceFeeVat: 0,
    serviceFeeWaiver: 0,
    total: 0,
    totalItems: 0,
  };
  const res = await t.database.query(
    `insert into orders (organization_id, customer, provider, summary, total_cents, amount_due_cents) values ($1, $2, 'test', $3, 0, 0) returning id`,
    [organizationId, JSON.stringify({ name: 'Race', email }), JSON.stringify(summary)],
  );
  return res.rows[0]!.id as string;
}
