// Split the court (docs/product/split-payment.md): checkout with 1–3 other players, share links,
// per-payer invoices, two shares at once, the deadline job (rest to the booker, or release and
// refund), a share paid after the release, and bad input. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitShares } from '@courtside/core/split-payment';
import { loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { card, clearDemoActivity, client, contact, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { settlePayment } from './order-completion';
import { runSplitDeadlines } from './split-deadline';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const players = ['ben@example.org', 'cara@example.org', 'dan@example.org'];

/** A guest holds a court and checks out with a split; answers the order and the guest's client. */
async function splitCheckout(slot: number, time: string, split: Record<string, unknown>, days = 3) {
  const guest = client(t.app);
  const added = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, slot, time, days)] });
  expect(added.statusCode, added.body).toBe(200);
  const res = await startOrder(guest, { contact, split });
  return { guest, res };
}

async function bookerPays(slot: number, time: string, emails = players, bookerPaysRest = false) {
  const { guest, res } = await splitCheckout(slot, time, { emails, bookerPaysRest });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, clientSecret } = res.json<{ orderId: string; clientSecret: string }>();
  const paid = await guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().status).toBe('pending');
  return { guest, orderId };
}

/** The share link mailed to a player (the newest one). */
async function linkOf(email: string): Promise<string> {
  const [mail] = await q(`select text from outbox_mails where "to" = $1 order by created_at desc limit 1`, [email]);
  const token = /\/pay\/([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1];
  if (!token) throw new Error(`no share link mailed to ${email}`);
  return token;
}

const pay = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: { card: card() } });

const invoicesOf = async (orderId: string) =>
  q(
    `select number, total_cents, buyer->>'email' as email, totals from invoices where order_id = $1 and kind = 'invoice' order by sequence`,
    [orderId],
  );

describe('checkout with a split', () => {
  it('three players pay their shares (two at the same moment): one invoice each, summing to the total', async () => {
    const { guest, orderId } = await bookerPays(1, '10:00');
    const [order] = await q(`select total_cents, status from orders where id = $1`, [orderId]);
    const total = Number(order!.total_cents);
    const shares = splitShares(total, 4);
    // The court stays held (pending) until the deadline, beyond the payment window.
    const [booking] = await q(
      `select b.status, b.expires_at from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1`,
      [orderId],
    );
    expect(booking!.status).toBe('pending');
    expect(new Date(String(booking!.expires_at)).getTime()).toBeGreaterThan(Date.now() + 20 * 3_600_000);

    const tokens = await Promise.all(players.map(linkOf));
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${tokens[0]}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ state: 'open', share: { amountCents: shares[1], players: 4, isRest: false } });
    expect(view.json().items[0].resourceName).toBeTruthy();

    expect((await pay(tokens[0]!)).json()).toMatchObject({ state: 'paid' });
    const [a, b] = await Promise.all([pay(tokens[1]!), pay(tokens[2]!)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().state, b.json().state]).toEqual(['paid', 'paid']);
    const [done] = await q(`select status from orders where id = $1`, [orderId]);
    expect(done!.status).toBe('completed');
    const [upcoming] = await q(
      `select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1`,
      [orderId],
    );
    expect(upcoming!.status).toBe('upcoming');

    // Each share counted once; each payer has an invoice of their own, and they sum to the total.
    const shareRows = await q(
      `select position, status, amount_cents from order_shares where order_id = $1 order by position`,
      [orderId],
    );
    expect(shareRows.map((s) => [s.position, s.status, s.amount_cents])).toEqual(
      shares.map((cents, i) => [i, 'paid', cents]),
    );
    const invoices = await invoicesOf(orderId);
    // Invoices are numbered in the order the shares were paid; the last two were paid at once.
    expect(invoices.map((i) => i.email).sort()).toEqual([contact.email, ...players].sort());
    expect(invoices.reduce((s, i) => s + Number(i.total_cents), 0)).toBe(total);
    for (const inv of invoices) {
      const totals = inv.totals as { netCents: number; vatCents: number; grossCents: number };
      expect(totals.netCents + totals.vatCents).toBe(totals.grossCents);
    }
    // Gapless numbers.
    const seq = (await q(`select sequence from invoices order by sequence`)).map((r) => Number(r.sequence));
    expect(seq).toEqual(seq.map((_, i) => seq[0]! + i));

    // The booker (guest cookie) and staff see every share.
    const split = await guest.request('GET', `/api/v1/orders/${orderId}/split`);
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().status).toBe('complete');
    expect(split.json().shares.map((s: { status: string }) => s.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    // A link that was paid says so.
    expect((await pay(tokens[0]!)).statusCode).toBe(409);

    // The order says it is split (so pages ask for its shares), to the booker and on staff's
    // booking detail; an order that is not split says so too, and its split answers 404.
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await guest.request('GET', `/api/v1/orders/${orderId}`)).json().split).toBe(true);
    const [court] = await q(`select id from bookings where order_id = $1 limit 1`, [orderId]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/bookings/${court!.id}`,
      headers: staff.headers,
    });
    expect(detail.json().order).toMatchObject({ id: orderId, split: true });
    const plain = client(t.app);
    await plain.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 6, '10:00', 4)] });
    const started = await startOrder(plain, { contact });
    const { orderId: plainId, clientSecret } = started.json<{ orderId: string; clientSecret: string }>();
    await plain.request('POST', '/api/v1/payments/confirm', { orderId: plainId, clientSecret, card: card() });
    expect((await plain.request('GET', `/api/v1/orders/${plainId}`)).json().split).toBe(false);
    expect((await plain.request('GET', `/api/v1/orders/${plainId}/split`)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/orders?pageSize=100', headers: staff.headers });
    const listed = new Map(list.json().rows.map((o: { id: string; split: boolean }) => [o.id, o.split]));
    expect([listed.get(orderId), listed.get(plainId)]).toEqual([true, false]);
  });

  it('at the deadline, "I pay the rest": the booker gets a link for the open shares and pays them', async () => {
    const { orderId } = await bookerPays(2, '11:00', players.slice(0, 2), true);
    expect((await pay(await linkOf(players[0]!))).json().state).toBe('paid');
    const unpaid = await linkOf(players[1]!);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await runSplitDeadlines(t.app, later)).toEqual({ rest: 1, released: 0 });
    // The player's link is closed now; the booker's rest link is open.
    expect((await pay(unpaid)).statusCode).toBe(409);
    const rest = await linkOf(contact.email);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${rest}` })).json();
    const [order] = await q(`select total_cents from orders where id = $1`, [orderId]);
    const shares = splitShares(Number(order!.total_cents), 3);
    expect(view.share).toMatchObject({ isRest: true, amountCents: shares[2] });
    expect((await pay(rest)).json().state).toBe('paid');
    const [done] = await q(`select status from orders where id = $1`, [orderId]);
    expect(done!.status).toBe('completed');
    const invoices = await invoicesOf(orderId);
    expect(invoices.map((i) => i.email)).toEqual([contact.email, players[0], contact.email]);
    expect(invoices.reduce((s, i) => s + Number(i.total_cents), 0)).toBe(Number(order!.total_cents));
  });

  it('at the deadline without "I pay the rest": the court is released and every paid share refunded', async () => {
    const { orderId } = await bookerPays(3, '12:00', players.slice(0, 2));
    expect((await pay(await linkOf(players[0]!))).json().state).toBe('paid');
    const late = await linkOf(players[1]!);
    // The late player's payment started at the provider before the deadline.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${late}` })).json().state).toBe('open');
    expect(await runSplitDeadlines(t.app, new Date(Date.now() + 25 * 3_600_000))).toEqual({ rest: 0, released: 1 });
    const [order] = await q(`select status, confirmation_status from orders where id = $1`, [orderId]);
    expect(order).toMatchObject({ status: 'failed', confirmation_status: 'timeout' });
    const held = await q(
      `select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1`,
      [orderId],
    );
    expect(held[0]!.status).not.toMatch(/pending|reserved|upcoming/);
    const refunds = await q(`select amount_cents, status, credit_note_id from refunds where order_id = $1`, [orderId]);
    expect(refunds).toHaveLength(2);
    expect(refunds.every((r) => r.status === 'succeeded' && r.credit_note_id)).toBe(true);
    const shares = await q(`select position, status from order_shares where order_id = $1 order by position`, [
      orderId,
    ]);
    expect(shares.map((s) => s.status)).toEqual(['refunded', 'refunded', 'cancelled']);
    // Running again changes nothing.
    expect(await runSplitDeadlines(t.app, new Date(Date.now() + 26 * 3_600_000))).toEqual({ rest: 0, released: 0 });
    // The link says the court was released.
    expect((await pay(late)).statusCode).toBe(409);

    // A share paid after the release (the provider's late word, e.g. a webhook) is refunded.
    const [payment] = await q(
      `select p.id from payments p join order_shares s on s.payment_id = p.id where s.order_id = $1 and s.position = 2`,
      [orderId],
    );
    await t.app.db.transaction((tx) => settlePayment(tx, String(payment!.id), { status: 'succeeded' }, new Date()));
    const after = await q(`select amount_cents from refunds where order_id = $1 and payment_id = $2`, [
      orderId,
      payment!.id,
    ]);
    expect(after).toHaveLength(1);
    const [late2] = await q(`select status from order_shares where payment_id = $1`, [payment!.id]);
    expect(late2!.status).toBe('refunded');
  });

  it('"I pay the rest now": the booker takes over the open shares before the deadline and pays them', async () => {
    const { guest, orderId } = await bookerPays(6, '10:00', players.slice(0, 2));
    const stranger = client(t.app);
    expect((await stranger.request('POST', `/api/v1/orders/${orderId}/split/rest`)).statusCode).toBe(404);
    const taken = await guest.request('POST', `/api/v1/orders/${orderId}/split/rest`);
    expect(taken.statusCode, taken.body).toBe(201);
    const token = taken.json().path.split('/pay/')[1];
    expect((await guest.request('POST', `/api/v1/orders/${orderId}/split/rest`)).statusCode).toBe(409);
    expect((await pay(await linkOf(players[0]!))).statusCode).toBe(409);
    expect((await pay(token)).json().state).toBe('paid');
    const [order] = await q(`select status, total_cents from orders where id = $1`, [orderId]);
    expect(order!.status).toBe('completed');
    const invoices = await invoicesOf(orderId);
    expect(invoices).toHaveLength(2);
    expect(invoices.reduce((s, i) => s + Number(i.total_cents), 0)).toBe(Number(order!.total_cents));
  });

  it("a new payment attempt of the booker still asks only the booker's share", async () => {
    const { guest, res } = await splitCheckout(6, '14:00', { emails: [players[0]] });
    const { orderId } = res.json<{ orderId: string }>();
    const retry = await guest.request('POST', `/api/v1/orders/${orderId}/retry`, { provider: 'test' });
    expect(retry.statusCode, retry.body).toBe(200);
    const [order] = await q(`select total_cents from orders where id = $1`, [orderId]);
    const open = await q(`select amount_cents from payments where order_id = $1 and status = 'pending'`, [orderId]);
    expect(open.map((p) => p.amount_cents)).toEqual([splitShares(Number(order!.total_cents), 2)[0]]);
    const paid = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId,
      clientSecret: retry.json().clientSecret,
      card: card(),
    });
    expect(paid.json().status).toBe('pending');
    const links = await q(`select sent_to from payment_links where order_id = $1 and share_id is not null`, [orderId]);
    expect(links).toEqual([{ sent_to: players[0] }]);
  });

  it('refuses bad input with a 400 and a message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ emails: ['a@example.org', 'b@example.org', 'c@example.org', 'd@example.org'] }, /at most 3/],
      [{ emails: [contact.email] }, /own/],
      [{ emails: ['x@example.org', 'X@example.org'] }, /twice/],
      [{ emails: ['not-an-email'] }, /valid e-mail/],
      [{ emails: [] }, /at least one/],
    ];
    for (const [i, [split, message]] of cases.entries()) {
      const { res } = await splitCheckout(4, `${10 + i}:00`, split);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Nothing was held for a refused split: the same slot can be checked out alone.
    const { guest } = await splitCheckout(5, '10:00', { emails: ['solo@example.org', 'solo@example.org'] });
    expect((await startOrder(guest, { contact })).statusCode).toBe(200);
  });
});
