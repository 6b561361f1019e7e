// The confirmation mail after payment: de or en, the invoice PDF and an .ics file
// attached, queued in the mail outbox inside the completing transaction.
import { z } from 'zod';
import { formatCents } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import type { InvoiceRow } from '../invoice/invoice.repository';
import { renderInvoicePdf } from '../invoice/invoice-pdf';
import { orderIcs } from './order-calendar';
import type { CalendarDate, CalendarVenue } from './order-calendar';
import type { OrderItemRow, OrderRow } from './order.repository';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';

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
  items: OrderItemRow[];
  invoice: InvoiceRow;
  /** Every booked date (an abo has many) with its court name. */
  dates: CalendarDate[];
  venue: CalendarVenue;
  now: Date;
}

export async function queueOrderConfirmation(tx: DbOrTx, input: ConfirmationInput): Promise<void> {
  const { order, invoice } = input;
  const locale = order.locale === 'de' ? 'de' : 'en';
  const pdf = await renderInvoicePdf(invoice, { locale, timeZone: input.venue.timeZone });
  const ics = orderIcs(input.dates, input.venue, input.now);
  await queueMail(tx, {
    organizationId: order.organizationId,
    to: order.customer.email,
    locale,
    template: orderConfirmationTemplate.name,
    data: {
      name: order.customer.name,
      invoiceNumber: invoice.number,
      lines: invoice.lines
        .filter((l) => l.kind === 'booking')
        .map((l) => `• ${l.description}: ${formatCents(l.grossCents, locale === 'de' ? 'de-DE' : 'en-GB')}`),
      total: formatCents(order.totalCents, locale === 'de' ? 'de-DE' : 'en-GB'),
      paid: invoice.status === 'paid',
    },
    attachments: [
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
      {
        filename: 'booking.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics).toString('base64'),
      },
    ],
  });
}
