// A share of a split court paid with a voucher code or with punches
// (docs/product/split-payment.md#vouchers-and-punch-cards): a voucher pays the whole share or part
// of it (the card the rest), each payer still gets an invoice of the share (a voucher is a payment),
// a punch pays a player's share with a 0 € invoice, 20 players racing for the last punch leave one
// winner, and a released court gives the voucher amounts and the punches back.
// PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitShares } from '@courtside/core/split-payment';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { card, clearDemoActivity, client, contact, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { runSplitDeadlines } from './split-deadline';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
let staff: LoggedIn;
let customer: LoggedIn;
let other: LoggedIn;
let passTypeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  manager = await loginAs(t.app, 'admin@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  other = await loginAs(t.app, 'customer2@example.com');
  const type = await t.app.inject({
    method: 'POST',
    url: '/api/v1/pass-types',
    headers: manager.headers,
    payload: {
      name: { de: 'Jederzeit-Karte', en: 'Any-time card' },
      unit: 'court_hour',
      units: 10,
      bookingTypes: ['normal'],
      validityMonths: 12,
      priceCents: 15000,
      vatPercent: 19,
    },
  });
  expect(type.statusCode, type.body).toBe(201);
  passTypeId = type.json().id;
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const players = ['ben@example.org', 'cara@example.org'];

async function bookerPays(slot: number, time: string, days: number) {
  const guest = client(t.app);
  const added = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, slot, time, days)] });
  expect(added.statusCode, added.body).toBe(200);
  const res = await startOrder(guest, { contact, split: { emails: players, bookerPaysRest: false } });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, clientSecret } = res.json<{ orderId: string; clientSecret: string }>();
  const paid = await guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
  const [order] = await q(`select total_cents from orders where id = $1`, [orderId]);
  const tokens = [];
  for (const email of players) {
    const [mail] = await q(
      `select m.text from outbox_mails m where m."to" = $1 and m.text like $2 order by m.created_at desc limit 1`,
      [email, `%/pay/%`],
    );
    const token = /\/pay\/([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1];
    if (!token) throw new Error(`no share link for ${email}`);
    tokens.push(token);
  }
  return { orderId, tokens, shares: splitShares(Number(order!.total_cents), 3), total: Number(order!.total_cents) };
}

async function voucher(amountCents: number): Promise<{ id: string; code: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vouchers',
    headers: manager.headers,
    payload: { amountCents },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const balanceOf = async (id: string) =>
  Number((await q(`select balance_cents from vouchers where id = $1`, [id]))[0]!.balance_cents);

async function passOf(who: LoggedIn, units = 10): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/passes/sell',
    headers: staff.headers,
    payload: { passTypeId, userId: who.userId, provider: 'card_terminal' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().pass.id as string;
  await q(`update passes set units_remaining = $2 where id = $1`, [id, units]);
  return id;
}
const punchesLeft = async (id: string) =>
  Number((await q(`select units_remaining from passes where id = $1`, [id]))[0]!.units_remaining);

const redeem = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/voucher`, payload: { code } });
const punch = (token: string, passId: string, who: LoggedIn | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${token}/punch`,
    headers: who?.headers ?? {},
    payload: { passId },
  });
const pay = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: { card: card() } });
const invoicesOf = async (orderId: string) =>
  q(
    `select buyer->>'email' as email, total_cents, payment_method, lines, totals from invoices
     where order_id = $1 and kind = 'invoice' order by sequence`,
    [orderId],
  );

describe('a share paid with a voucher', () => {
  it('wholly by voucher, and partly by voucher with the card for the rest: one invoice each at full VAT', async () => {
    const { orderId, tokens, shares, total } = await bookerPays(1, '10:00', 4);
    const big = await voucher(100_00);
    const full = await redeem(tokens[0]!, big.code.toLowerCase());
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ state: 'paid', takenCents: shares[1], dueCents: 0 });
    expect(await balanceOf(big.id)).toBe(100_00 - shares[1]!);

    const small = await voucher(300);
    const part = await redeem(tokens[1]!, small.code);
    expect(part.json()).toMatchObject({ state: 'open', takenCents: 300, dueCents: shares[2]! - 300 });
    expect(await balanceOf(small.id)).toBe(0);
    // The empty voucher pays nothing more; its balance never goes below zero.
    const again = await redeem(tokens[1]!, small.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('VOUCHER_INVALID');
    expect(await balanceOf(small.id)).toBe(0);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${tokens[1]}` })).json();
    expect(view.share).toMatchObject({ amountCents: shares[2], voucherCents: 300 });
    const card = await pay(tokens[1]!);
    expect(card.json(), card.body).toMatchObject({ state: 'paid' });
    const [payment] = await q(
      `select p.amount_cents from payments p join order_shares s on s.payment_id = p.id where s.id =
       (select id from order_shares where order_id = $1 and position = 2)`,
      [orderId],
    );
    expect(Number(payment!.amount_cents)).toBe(shares[2]! - 300);

    const [order] = await q(`select status from orders where id = $1`, [orderId]);
    expect(order!.status).toBe('completed');
    // A voucher is a payment, not a discount: each invoice carries the whole share with its VAT.
    const invoices = await invoicesOf(orderId);
    expect(invoices.map((i) => [i.email, Number(i.total_cents)])).toEqual([
      [contact.email, shares[0]],
      [players[0], shares[1]],
      [players[1], shares[2]],
    ]);
    expect(invoices[1]!.payment_method).toBe('coupon');
    expect(invoices.reduce((s, i) => s + Number(i.total_cents), 0)).toBe(total);
    for (const inv of invoices) expect((inv.totals as { vatCents: number }).vatCents).toBeGreaterThan(0);
  });

  it('a bad code is a clear 4xx, and a paid share takes no voucher', async () => {
    const { tokens } = await bookerPays(2, '10:00', 4);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${tokens[0]}/voucher`,
      payload: { code: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await redeem(tokens[0]!, 'GC-XXXX-XXXX-XXXX')).json().code).toBe('VOUCHER_INVALID');
    expect((await pay(tokens[0]!)).json().state).toBe('paid');
    const v = await voucher(5000);
    expect((await redeem(tokens[0]!, v.code)).statusCode).toBe(409);
    expect(await balanceOf(v.id)).toBe(5000);
  });
});

describe('one voucher raced by four shares', () => {
  it('the balance is taken once: what the shares got sums to it, and it never goes below zero', async () => {
    const a = await bookerPays(4, '13:00', 4);
    const b = await bookerPays(5, '13:00', 4);
    const v = await voucher(500);
    const results = await Promise.all([...a.tokens, ...b.tokens].map((token) => redeem(token, v.code)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('VOUCHER_INVALID');
    expect(ok.reduce((sum, r) => sum + Number(r.json().takenCents), 0)).toBe(500);
    expect(await balanceOf(v.id)).toBe(0);
  });
});

describe('a share paid with punches', () => {
  it("the pass's owner pays a share with one punch for the court hour: a 0 € invoice that names the pass", async () => {
    const { orderId, tokens } = await bookerPays(3, '10:00', 4);
    const passId = await passOf(customer);
    // Signed in only, and only as the pass's owner.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${tokens[0]}/passes` })).statusCode).toBe(
      401,
    );
    expect((await punch(tokens[0]!, passId, null)).statusCode).toBe(401);
    expect((await punch(tokens[0]!, passId, other)).statusCode).toBe(404);
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${tokens[0]}/passes`,
      headers: customer.headers,
    });
    expect(options.json().passes).toEqual([expect.objectContaining({ id: passId, punches: 1, unitsRemaining: 10 })]);
    const res = await punch(tokens[0]!, passId, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'paid', punches: 1, takenCents: 0, dueCents: 0 });
    expect(await punchesLeft(passId)).toBe(9);
    const [invoice] = (await invoicesOf(orderId)).filter((i) => i.email === players[0]);
    expect(Number(invoice!.total_cents)).toBe(0);
    expect(invoice!.lines).toEqual([expect.objectContaining({ passId, passUnits: 1, grossCents: 0, vatCents: 0 })]);
    // The last player pays by card: the order completes.
    expect((await pay(tokens[1]!)).json().state).toBe('paid');
    const [order] = await q(`select status from orders where id = $1`, [orderId]);
    expect(order!.status).toBe('completed');
  });

  it('20 players race for the last punch of one pass: exactly one gets it', async () => {
    const a = await bookerPays(4, '10:00', 4);
    const b = await bookerPays(5, '10:00', 4);
    const passId = await passOf(customer, 1);
    const tokens = [...a.tokens, ...b.tokens];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => punch(tokens[i % 4]!, passId, customer)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await punchesLeft(passId)).toBe(0);
    const [redeemed] = await q(
      `select count(*)::int as n from pass_transactions where pass_id = $1 and kind = 'redeem'`,
      [passId],
    );
    expect(redeemed!.n).toBe(1);
    const paid = await q(
      `select count(*)::int as n from order_shares where order_id in ($1, $2) and position > 0 and status = 'paid'`,
      [a.orderId, b.orderId],
    );
    expect(paid[0]!.n).toBe(1);
  });
});

describe('the court released', () => {
  it('gives the vouchers their amounts back (credit note on the paid share) and the punches to the pass', async () => {
    const { orderId, tokens } = await bookerPays(6, '10:00', 4);
    const passId = await passOf(customer);
    expect((await punch(tokens[0]!, passId, customer)).json().state).toBe('paid');
    const part = await voucher(200);
    expect((await redeem(tokens[1]!, part.code)).json()).toMatchObject({ state: 'open', takenCents: 200 });
    expect((await runSplitDeadlines(t.app, new Date(Date.now() + 30 * 3_600_000))).released).toBeGreaterThan(0);
    expect(await punchesLeft(passId)).toBe(10);
    expect(await balanceOf(part.id)).toBe(200);
    const rows = await q(`select status from order_shares where order_id = $1 order by position`, [orderId]);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded', 'cancelled']);

    // A share paid wholly by voucher, then released: the voucher is credited and the payer's invoice too.
    const second = await bookerPays(6, '12:00', 4);
    const full = await voucher(100_00);
    expect((await redeem(second.tokens[0]!, full.code)).json().state).toBe('paid');
    expect((await runSplitDeadlines(t.app, new Date(Date.now() + 30 * 3_600_000))).released).toBeGreaterThan(0);
    expect(await balanceOf(full.id)).toBe(100_00);
    const notes = await q(
      `select total_cents from invoices where order_id = $1 and kind = 'credit_note' and buyer->>'email' = $2`,
      [second.orderId, players[0]],
    );
    expect(notes.map((n) => Math.abs(Number(n.total_cents)))).toEqual([second.shares[1]]);
  });
});

describe('a completed split cancelled with a full refund', () => {
  it('gives the voucher its amount back, the punch back to the pass and the card its money', async () => {
    const { orderId, tokens, shares, total } = await bookerPays(6, '15:00', 4);
    const passId = await passOf(customer);
    expect((await punch(tokens[0]!, passId, customer)).json().state).toBe('paid');
    const v = await voucher(100_00);
    expect((await redeem(tokens[1]!, v.code)).json().state).toBe('paid');
    const [booking] = await q(`select booking_id from order_items where order_id = $1`, [orderId]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${booking!.booking_id}/cancel`,
      headers: staff.headers,
      payload: { refund: 'full', reason: 'rain' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await punchesLeft(passId)).toBe(10);
    expect(await balanceOf(v.id)).toBe(100_00);
    // The money that came in (the booker's card and the voucher) goes back; the punched share brought none.
    const [refunded] = await q(
      `select coalesce(sum(amount_cents), 0)::int as n from refunds where order_id = $1 and kind = 'money'`,
      [orderId],
    );
    expect(refunded!.n).toBe(total - shares[1]!);
  });
});
