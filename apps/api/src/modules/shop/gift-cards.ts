// Sold gift cards (docs/product/shop.md#gift-cards): paying an order with a gift-card line issues one
// voucher per unit, worth the unit's share of the line, exactly once per (line, unit) — a unique
// index backs it, so a duplicated webhook or a second completion issues nothing more. The buyer is
// mailed the codes. Refunding units voids untouched vouchers; a redeemed one (even partly) is a 409.
import { z } from 'zod';
import { formatCents } from '@courtside/core/money';
import { proRata } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../checkout';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import { issueVoucher, voidUnusedVoucher, voucherRepository } from '../voucher';
import { productRepository } from './product.repository';
import type { ProductLineRow } from './product.repository';

export const giftCardMailTemplate = defineMailTemplate({
  name: 'shop.gift-cards',
  sensitive: true,
  data: z.object({ name: z.string(), cards: z.array(z.object({ code: z.string(), amount: z.string() })) }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Gutscheine von ${context.organizationName}`,
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `vielen Dank für deinen Einkauf. ${data.cards.length === 1 ? 'Hier ist dein Gutscheincode' : 'Hier sind deine Gutscheincodes'}:`,
              ...data.cards.map((c) => `${c.code} – ${c.amount}`),
              'Der Code wird im Warenkorb eingelöst, auch in mehreren Teilen.',
            ],
            note: 'Bewahre die Codes gut auf: wer den Code kennt, kann ihn einlösen.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your gift cards from ${context.organizationName}`,
            heading: `Hello ${data.name},`,
            paragraphs: [
              `thank you for your purchase. ${data.cards.length === 1 ? 'Here is your gift card code' : 'Here are your gift card codes'}:`,
              ...data.cards.map((c) => `${c.code} – ${c.amount}`),
              'Redeem a code in the cart, in one go or in parts.',
            ],
            note: 'Keep the codes safe: whoever knows a code can redeem it.',
          },
          context,
        ),
});

/** The value of unit `n` (0-based) of a line: its pro-rata share, so the units add up to the line. */
function unitValue(line: ProductLineRow, n: number): number {
  return proRata(line.grossCents, n + 1, line.quantity) - proRata(line.grossCents, n, line.quantity);
}

/** Paid: issues the missing vouchers of the order's gift-card lines and mails the new codes. */
export async function issueOrderGiftCards(tx: DbOrTx, order: OrderRow): Promise<number> {
  const lines = (await productRepository.linesOfOrder(tx, order.id)).filter((l) => l.giftCard);
  const issued: { code: string; cents: number }[] = [];
  for (const line of lines) {
    const existing = new Set((await voucherRepository.ofProductLine(tx, line.id)).map((v) => v.lineUnit));
    for (let n = 0; n < line.quantity; n++) {
      const cents = unitValue(line, n);
      if (existing.has(n) || cents <= 0) continue;
      const voucher = await issueVoucher(tx, {
        organizationId: order.organizationId,
        amountCents: cents,
        source: 'sale',
        email: order.customer.email || null,
        userId: order.userId,
        orderId: order.id,
        orderProductLineId: line.id,
        lineUnit: n,
        note: line.productName,
      });
      issued.push({ code: voucher.code, cents });
    }
  }
  if (issued.length && order.customer.email) {
    const locale = order.locale === 'de' ? 'de' : 'en';
    await queueMail(tx, {
      organizationId: order.organizationId,
      to: order.customer.email,
      locale,
      template: giftCardMailTemplate.name,
      data: {
        name: order.customer.name || order.customer.email,
        cards: issued.map((c) => ({ code: c.code, amount: formatCents(c.cents, locale === 'de' ? 'de-DE' : 'en-GB') })),
      },
    });
  }
  return issued.length;
}

/**
 * Refunding `quantity` units of a gift-card line voids as many untouched vouchers of it (the last
 * units first). When fewer are untouched, nothing changes: 409, the cards were (partly) redeemed.
 */
export async function voidGiftCardUnits(
  tx: DbOrTx,
  line: ProductLineRow,
  quantity: number,
  createdBy: string | null,
): Promise<void> {
  const vouchers = (await voucherRepository.ofProductLine(tx, line.id)).filter((v) => v.active).reverse();
  const voided: string[] = [];
  for (const v of vouchers) {
    if (voided.length === quantity) break;
    if (await voidUnusedVoucher(tx, v.id, 'gift card refunded', createdBy)) voided.push(v.code);
  }
  if (voided.length < quantity)
    throw new AppError(
      'CONFLICT',
      `Only ${voided.length} gift card(s) of this line are unused; a gift card that was redeemed, even partly, cannot be refunded`,
      { lineId: line.id, reason: 'gift_card_redeemed', unused: voided.length },
    );
}
