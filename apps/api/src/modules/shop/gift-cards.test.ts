// Sold gift cards become real vouchers (docs/product/shop.md#gift-cards): once per unit, mailed to the
// buyer, 0 % VAT at sale, a liability in the sales report, voided by a refund unless redeemed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';
import { settlePayment } from '../order/order-completion';
import { orderRepository } from '../order/order.repository';
import { redeemVoucher } from '../voucher';
import { issueOrderGiftCards } from './gift-cards';

let t: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  const shopOn = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    headers: admin.headers,
    payload: { shopEnabled: true },
  });
  expect(shopOn.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function makeProduct(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: { status: 'published', vatPercent: 19, stock: 20, ...payload },
  });
}

const refund = (orderId: string, lineId: string, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/product-refunds`,
    headers: admin.headers,
    payload: { lines: [{ lineId, quantity }] },
  });

describe('gift cards', () => {
  let orderId: string;
  let cardLineId: string;

  it('issues one voucher per unit when paid, once, mails the codes and invoices the card at 0 %', async () => {
    const card = (
      await makeProduct({
        name: { de: 'Geschenkkarte 25 €', en: 'Gift card €25' },
        category: 'gift_card',
        priceCents: 2500,
        giftCard: true,
      })
    ).json();
    const shirt = (await makeProduct({ name: { de: 'Shirt' }, category: 'apparel', priceCents: 1999 })).json();
    const guest = client(t.app);
    const added = await guest.request('POST', '/api/v1/cart/products', {
      items: [
        { productId: card.id, quantity: 2 },
        { productId: shirt.id, quantity: 1 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await payCart(guest);
    expect(paid.confirm.json()).toMatchObject({ status: 'completed' });
    orderId = paid.orderId;

    const vouchers = await q(
      `select v.code, v.initial_cents, v.balance_cents, v.source, v.line_unit, v.order_product_line_id, v.email
         from vouchers v join order_product_lines l on l.id = v.order_product_line_id where l.order_id = $1 order by v.line_unit`,
      [orderId],
    );
    expect(vouchers.map((v) => [v.line_unit, v.initial_cents, v.balance_cents, v.source])).toEqual([
      [0, 2500, 2500, 'sale'],
      [1, 2500, 2500, 'sale'],
    ]);
    cardLineId = String(vouchers[0]!.order_product_line_id);

    // A duplicated webhook and a second completion issue nothing more.
    const [payment] = await q(`select id from payments where order_id = $1 and status = 'succeeded'`, [orderId]);
    await t.app.db.transaction((tx) => settlePayment(tx, String(payment!.id), { status: 'succeeded' }, new Date()));
    const again = await t.app.db.transaction(async (tx) =>
      issueOrderGiftCards(tx, (await orderRepository.findById(tx, orderId))!),
    );
    expect(again).toBe(0);
    expect(await q(`select id from vouchers where order_product_line_id = $1`, [cardLineId])).toHaveLength(2);

    // The codes are mailed to the buyer, once.
    const mails = await q(`select "to", text from outbox_mails where template = 'shop.gift-cards'`);
    expect(mails).toHaveLength(1);
    for (const v of vouchers) expect(String(mails[0]!.text)).toContain(String(v.code));

    // The invoice: the gift card at 0 % as a multi-purpose voucher, the shirt at 19 %.
    const [invoice] = await q(`select lines from invoices where order_id = $1 and kind = 'invoice'`, [orderId]);
    const lines = invoice!.lines as {
      kind: string;
      description: string;
      vatPercent: number;
      vatCents: number;
      grossCents: number;
    }[];
    const cardLine = lines.find((l) => l.description.includes('Mehrzweck-Gutschein'))!;
    expect(cardLine).toMatchObject({ vatPercent: 0, vatCents: 0, grossCents: 5000 });
    expect(lines.find((l) => l.vatPercent === 19)).toMatchObject({ grossCents: 1999, vatCents: 319 });
  });

  it('keeps gift cards out of revenue and VAT in the sales report, shown as a liability', async () => {
    const today = localDate(new Date(), 'Europe/Berlin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shop/sales?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.giftCards).toEqual({ grossCents: 5000, units: 2 });
    expect(report.totals).toMatchObject({ grossCents: 1999, units: 1, vatCents: 319 });
    expect(report.byVatRate.map((r: { vatBasisPoints: number }) => r.vatBasisPoints)).toEqual([1900]);
    expect(report.byCategory.map((c: { category: string }) => c.category)).toEqual(['apparel']);
  });

  it('voids an unused card on refund and refuses (409) to refund one that was partly redeemed', async () => {
    const first = await refund(orderId, cardLineId, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()[0] ?? first.json()).toBeTruthy();
    const after = await q(
      `select line_unit, active, balance_cents from vouchers where order_product_line_id = $1 order by line_unit`,
      [cardLineId],
    );
    expect(after.map((v) => [v.line_unit, v.active, v.balance_cents])).toEqual([
      [0, true, 2500],
      [1, false, 0],
    ]);
    // The remaining card pays 5 € of something else.
    const [left] = await q(`select id from vouchers where order_product_line_id = $1 and line_unit = 0`, [cardLineId]);
    await t.app.db.transaction((tx) =>
      redeemVoucher(tx, { voucherId: String(left!.id), orderId: randomUUID(), wantedCents: 500, now: new Date() }),
    );
    const refused = await refund(orderId, cardLineId, 1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/redeemed/);
    const [line] = await q(`select refunded_quantity from order_product_lines where id = $1`, [cardLineId]);
    expect(line!.refunded_quantity).toBe(1);
    const [kept] = await q(`select active, balance_cents from vouchers where id = $1`, [left!.id]);
    expect(kept).toMatchObject({ active: true, balance_cents: 2000 });
    // The report counts the one card kept.
    const today = localDate(new Date(), 'Europe/Berlin');
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/v1/shop/sales?from=${today}&to=${today}`, headers: admin.headers })
    ).json();
    expect(report.giftCards).toEqual({ grossCents: 2500, units: 1 });
  });

  it('takes categories from the fixed list only', async () => {
    const unknown = await makeProduct({ name: { de: 'X' }, category: 'merch', priceCents: 100 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/category/i);
    const ok = await makeProduct({ name: { de: 'Wasser' }, category: 'drinks', priceCents: 200, vatPercent: 7 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().category).toBe('drinks');
  });
});
