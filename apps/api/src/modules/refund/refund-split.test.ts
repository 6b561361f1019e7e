// A cancelled split court refunded per payer (docs/product/split-payment.md#cancellation): the
// booker's card share to the booker's card, a player's voucher part back onto that voucher and the
// card rest to that card, a punched share's punch back to the pass; one credit note on each payer's
// own invoice and a mail to each payer; the refunds sum to what the policy gives back and no payment
// gives back more than it took. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocate } from '@courtside/core/money';
import { splitShares } from '@courtside/core/split-payment';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { card, clearDemoActivity, client, contact, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { processPendingRefunds } from './refund.service';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
let staff: LoggedIn;
let customer: LoggedIn;
let passTypeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  manager = await loginAs(t.app, 'admin@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  const type = await t.app.inject({
    method: 'POST',
    url: '/api/v1/pass-types',
    headers: manager.headers,
    payload: {
      name: { de: 'Zehnerkarte', en: 'Ten-hour card' },
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

/** The booker pays a third by card; Ben pays 3 € by voucher and the rest by card; Cara punches. */
async function splitCourt(slot: number) {
  const guest = client(t.app);
  await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, slot, '10:00', 8)] });
  const res = await startOrder(guest, { contact, split: { emails: players, bookerPaysRest: false } });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, clientSecret } = res.json<{ orderId: string; clientSecret: string }>();
  const paid = await guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
  const tokens: string[] = [];
  for (const email of players) {
    const [mail] = await q(
      `select text from outbox_mails where "to" = $1 and text like $2 order by created_at desc limit 1`,
      [email, `%/pay/%`],
    );
    tokens.push(/\/pay\/([A-Za-z0-9_-]+)/.exec(String(mail?.text))![1]!);
  }
  const voucher = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/vouchers',
      headers: manager.headers,
      payload: { amountCents: 300 },
    })
  ).json<{ id: string; code: string }>();
  const redeemed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${tokens[0]}/voucher`,
    payload: { code: voucher.code },
  });
  expect(redeemed.json(), redeemed.body).toMatchObject({ state: 'open', takenCents: 300 });
  const cardRest = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${tokens[0]}/pay`,
    payload: { card: card() },
  });
  expect(cardRest.json(), cardRest.body).toMatchObject({ state: 'paid' });
  const sold = await t.app.inject({
    method: 'POST',
    url: '/api/v1/passes/sell',
    headers: staff.headers,
    payload: { passTypeId, userId: customer.userId, provider: 'card_terminal' },
  });
  const passId = sold.json().pass.id as string;
  const punched = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${tokens[1]}/punch`,
    headers: customer.headers,
    payload: { passId },
  });
  expect(punched.json(), punched.body).toMatchObject({ state: 'paid' });
  const [order] = await q(`select status, total_cents from orders where id = $1`, [orderId]);
  expect(order!.status).toBe('completed');
  const [booking] = await q(`select booking_id from order_items where order_id = $1`, [orderId]);
  const total = Number(order!.total_cents);
  return { orderId, bookingId: String(booking!.booking_id), total, shares: splitShares(total, 3), voucher, passId };
}

const payments = (orderId: string) =>
  q(
    `select p.provider, p.amount_cents, p.refunded_cents, s.email from payments p
     left join order_shares s on s.payment_id = p.id
     left join order_share_tenders x on x.payment_id = p.id
     where p.order_id = $1 and p.status = 'succeeded' order by p.created_at`,
    [orderId],
  );
const cancel = (bookingId: string, refund: 'full' | 'credit') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/bookings/${bookingId}/cancel`,
    headers: staff.headers,
    payload: { refund },
  });

describe('cancelling a split court', () => {
  it('refunds each payer to what they paid with, one credit note each, summing to the policy refund', async () => {
    const s = await splitCourt(1);
    // Staff (and the booker) see every tender of every share: card, voucher (masked), punches (pass name).
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${s.orderId}/split`,
      headers: manager.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    const tenders = view.json().shares.map((share: { tenders: unknown[] }) => share.tenders);
    const code = `••••${s.voucher.code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`;
    expect(tenders).toEqual([
      [expect.objectContaining({ kind: 'payment', provider: 'test', method: 'credit_card', amountCents: s.shares[0] })],
      [
        expect.objectContaining({ kind: 'voucher', voucherCode: code, amountCents: 300, refundedCents: 0 }),
        expect.objectContaining({ kind: 'payment', provider: 'test', amountCents: s.shares[1]! - 300 }),
      ],
      [expect.objectContaining({ kind: 'pass', passName: expect.any(String), punches: 1, amountCents: 0 })],
    ]);
    expect(view.body).not.toContain(s.voucher.code);
    const res = await cancel(s.bookingId, 'full');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toBe('full');
    // The whole court goes back (the last booking: the fee too), spread by the shares.
    const parts = allocate(s.total, s.shares);
    await processPendingRefunds(t.app);
    const refunds = await q(
      `select r.amount_cents, r.status, p.provider, r.credit_note_id, r.booking_id from refunds r
       join payments p on p.id = r.payment_id where r.order_id = $1 order by r.created_at, p.provider`,
      [s.orderId],
    );
    expect(refunds.every((r) => r.status === 'succeeded' && r.booking_id === s.bookingId)).toBe(true);
    // Each payer's part goes back to what they paid with: the card first, then the voucher.
    const moneyBack = refunds.reduce((sum, r) => sum + Number(r.amount_cents), 0);
    expect(moneyBack).toBe(parts[0]! + parts[1]!); // Cara's part went back as her punch
    for (const p of await payments(s.orderId))
      expect(Number(p.refunded_cents)).toBeLessThanOrEqual(Number(p.amount_cents));
    const byPayer = await payments(s.orderId);
    const booker = byPayer.find((p) => p.email === contact.email)!;
    expect(Number(booker.refunded_cents)).toBe(parts[0]);
    const benCard = byPayer.find((p) => p.email === players[0])!;
    const benVoucher = byPayer.find((p) => p.provider === 'voucher')!;
    expect(Number(benCard.refunded_cents) + Number(benVoucher.refunded_cents)).toBe(parts[1]);
    expect(Number(benCard.refunded_cents)).toBe(Math.min(parts[1]!, Number(benCard.amount_cents)));
    // A voucher refund goes onto Ben's own voucher.
    const [v] = await q(`select balance_cents from vouchers where id = $1`, [s.voucher.id]);
    expect(Number(v!.balance_cents)).toBe(Number(benVoucher.refunded_cents));
    // Cara's punch is back on the pass.
    const [pass] = await q(`select units_remaining from passes where id = $1`, [s.passId]);
    expect(pass!.units_remaining).toBe(10);
    // One credit note per payer who got money, on that payer's own invoice.
    const notes = await q(
      `select n.total_cents, i.buyer->>'email' as email from invoices n join invoices i on i.id = n.credited_invoice_id
       where n.order_id = $1 and n.kind = 'credit_note' order by email`,
      [s.orderId],
    );
    expect(notes.map((n) => [n.email, -Number(n.total_cents)])).toEqual(
      [
        [players[0], parts[1]],
        [contact.email, parts[0]],
      ].sort(),
    );
    const mails = await q(
      `select "to" from outbox_mails where template = 'checkout.refund' and text like $1 order by "to"`,
      ['%Storno%'],
    );
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([contact.email, players[0]]));
    // The view shows what went back to whom.
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${s.orderId}/split`, headers: manager.headers })
    ).json();
    expect(after.shares[0].tenders[0].refundedCents).toBe(parts[0]);
  });

  it('a credit refund gives each paying player a voucher of their own part', async () => {
    const s = await splitCourt(2);
    const res = await cancel(s.bookingId, 'credit');
    expect(res.json().refund).toBe('credit');
    // A credit gives the court's price back, not the service fee (docs/product.md#money).
    const [item] = await q(`select gross_cents from order_items where order_id = $1`, [s.orderId]);
    expect(Number(item!.gross_cents)).toBeLessThan(s.total);
    const parts = allocate(Number(item!.gross_cents), s.shares);
    const credits = await q(
      `select v.email, v.initial_cents from refunds r join vouchers v on v.id = r.voucher_id
       where r.order_id = $1 and r.kind = 'credit' order by v.email`,
      [s.orderId],
    );
    expect(credits.map((c) => [c.email, Number(c.initial_cents)])).toEqual(
      [
        [players[0], parts[1]],
        [contact.email, parts[0]],
      ].sort(),
    );
    const [pass] = await q(`select units_remaining from passes where id = $1`, [s.passId]);
    expect(pass!.units_remaining).toBe(10);
  });
});
