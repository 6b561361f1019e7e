// The confirmation mail after payment: de or en, the invoice PDF and an .ics file attached. The
// completing transaction queues it; it is rendered after the commit (docs/decisions/014-hot-paths-in-one-call.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { invoiceRepository } from '../invoice/invoice.repository';
import { euro, renderInvoicePdf } from '../invoice/invoice-pdf';
import { orderIcs } from './order-calendar';
import type { CalendarDate } from './order-calendar';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { defineDeferredRenderer, defineMailTemplate, mailLayout, queueDeferredMail, renderDeferredMail } from '../mail';
import type { DeferredContent } from '../mail';

export const orderConfirmationTemplate = defineMailTemplate({
  name: 'checkout.order-confirmation',
  data: z.object({
    name: z.string(),
    invoiceNumber: z.string(),
    lines: z.array(z.string()),
    total: z.string(),
    paid: z.boolean(),
  }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Buchung ist bestätigt – Rechnung ${data.invoiceNumber}`,
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `vielen Dank für deine Buchung bei ${context.organizationName}. Gebucht ist:`,
              ...data.lines,
              `Gesamt: ${data.total}${data.paid ? ' (bezahlt)' : ' (offen, bitte überweisen)'}`,
              'Die Rechnung und eine Kalenderdatei findest du im Anhang.',
            ],
            note: 'Stornieren kannst du in deinem Konto unter „Meine Buchungen“, im Rahmen unserer Stornobedingungen.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your booking is confirmed – invoice ${data.invoiceNumber}`,
            heading: `Hello ${data.name},`,
            paragraphs: [
              `thank you for booking at ${context.organizationName}. You booked:`,
              ...data.lines,
              `Total: ${data.total}${data.paid ? ' (paid)' : ' (open, please transfer)'}`,
              'The invoice and a calendar file are attached.',
            ],
            note: 'You can cancel in your account under "My bookings", within our cancellation policy.',
          },
          context,
        ),
});

export interface ConfirmationInput {
  order: OrderRow;
  /** The id the order's invoice gets; the invoice itself is written last (its number locks the counter). */
  invoiceId: string;
  /** Every booked date (an abo has many) with its court name. */
  dates: CalendarDate[];
  now: Date;
}

/**
 * Queues the confirmation in the completing transaction; its text, invoice PDF and .ics are
 * rendered after the commit (renderDeferredMail), off the invoice counter's lock.
 */
export async function queueOrderConfirmation(tx: DbOrTx, input: ConfirmationInput): Promise<void> {
  const { order } = input;
  // A walk-in booked at the desk without an e-mail address gets no mail.
  if (!order.customer.email) return;
  await queueDeferredMail(tx, {
    organizationId: order.organizationId,
    to: order.customer.email,
    locale: order.locale === 'de' ? 'de' : 'en',
    template: orderConfirmationTemplate.name,
    invoiceId: input.invoiceId,
    pending: {
      now: input.now.toISOString(),
      dates: input.dates.map((d) => ({ ...d, start: d.start.toISOString(), end: d.end.toISOString() })),
    },
  });
}

/**
 * Renders the confirmations the request's transaction queued, right after its commit. A failure
 * is logged and left to the mail job, which renders what is still waiting on each pass.
 */
export async function renderConfirmations(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    await renderDeferredMail(app.db, { orderId });
  } catch (error) {
    app.log.warn({ err: error }, 'order confirmation not rendered yet; the mail job retries');
  }
}

const pendingSchema = z.object({
  now: z.coerce.date(),
  dates: z.array(
    z.object({ bookingId: z.string(), start: z.coerce.date(), end: z.coerce.date(), resourceName: z.string() }),
  ),
});

defineDeferredRenderer(orderConfirmationTemplate.name, async (db, mail): Promise<DeferredContent> => {
  const invoice = mail.invoiceId
    ? await invoiceRepository.findById(db, mail.organizationId ?? '', mail.invoiceId)
    : undefined;
  const order = invoice?.orderId ? await orderRepository.findById(db, invoice.orderId) : undefined;
  if (!invoice || !order) throw new Error(`Mail ${mail.id}: its invoice or order is gone`);
  const pending = pendingSchema.parse(mail.pendingRender);
  const venue = await orderRepository.venueOf(db, order.organizationId);
  const locale = order.locale === 'de' ? 'de' : 'en';
  const pdf = await renderInvoicePdf(invoice, { locale, timeZone: venue.timeZone });
  const ics = orderIcs(pending.dates, venue, pending.now);
  return {
    data: {
      name: order.customer.name,
      invoiceNumber: invoice.number,
      lines: invoice.lines
        .filter((l) => l.kind === 'booking')
        .map((l) => `• ${l.description}: ${euro(l.grossCents, locale)}`),
      total: euro(order.totalCents, locale),
      paid: invoice.status === 'paid',
    },
    organizationName: venue.name,
    attachments: [
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
      {
        filename: 'booking.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics).toString('base64'),
      },
    ],
  };
});
