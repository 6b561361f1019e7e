// Tells the customer what comes back: money through the payment provider, or a voucher
// with its code. Queued in the transaction that records the refund.
import { z } from 'zod';
import { formatCents } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../order/order.repository';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';

export const refundTemplate = defineMailTemplate({
  name: 'checkout.refund',
  data: z.object({ name: z.string(), amount: z.string(), what: z.string(), voucherCode: z.string().nullable() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: data.voucherCode ? `Dein Gutschein über ${data.amount}` : `Erstattung über ${data.amount}`,
            heading: `Hallo ${data.name},`,
            paragraphs: data.voucherCode
              ? [`für „${data.what}“ bekommst du einen Gutschein über ${data.amount}. Dein Gutscheincode:`]
              : [
                  `für „${data.what}“ erstatten wir dir ${data.amount} auf dem Weg, auf dem du bezahlt hast. Je nach Bank kann das einige Tage dauern.`,
                ],
            ...(data.voucherCode ? { code: data.voucherCode } : {}),
            note: 'Die Gutschrift (Stornorechnung) findest du in deinem Konto.',
          },
          context,
        )
      : mailLayout(
          {
            subject: data.voucherCode ? `Your voucher for ${data.amount}` : `Refund of ${data.amount}`,
            heading: `Hello ${data.name},`,
            paragraphs: data.voucherCode
              ? [`for "${data.what}" you get a voucher for ${data.amount}. Your voucher code:`]
              : [
                  `for "${data.what}" we refund ${data.amount} to the way you paid. Depending on your bank this can take a few days.`,
                ],
            ...(data.voucherCode ? { code: data.voucherCode } : {}),
            note: 'The credit note is in your account.',
          },
          context,
        ),
});

export async function queueRefundMail(
  tx: DbOrTx,
  order: OrderRow,
  input: {
    amountCents: number;
    what: string;
    voucherCode?: string | null;
    /** Another payer than the order's customer: a player of a split court (their own refund). */
    to?: { email: string; name: string };
  },
): Promise<void> {
  const to = input.to ?? order.customer;
  if (!to.email) return; // a desk walk-in who gave no address
  const locale = order.locale === 'de' ? 'de' : 'en';
  await queueMail(tx, {
    organizationId: order.organizationId,
    to: to.email,
    locale,
    template: refundTemplate.name,
    data: {
      name: to.name,
      amount: formatCents(input.amountCents, locale === 'de' ? 'de-DE' : 'en-GB'),
      what: input.what,
      voucherCode: input.voucherCode ?? null,
    },
  });
}
