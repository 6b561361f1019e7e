// The mail with the payment link (de or en), queued in the outbox in the transaction that made the
// order: no order without its mail, no mail without its order.
import { z } from 'zod';
import { formatCents } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import { orderRepository } from '../checkout';
import type { OrderItemRow, OrderRow } from '../checkout';

export function when(date: Date, locale: 'de' | 'en', timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function mailLines(items: OrderItemRow[], locale: 'de' | 'en', timeZone: string): string[] {
  // An abo has one line per weekly date: the mail names the first and how many.
  const lines: string[] = [];
  const money = (cents: number) => formatCents(cents, locale === 'de' ? 'de-DE' : 'en-GB');
  const abos = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    if (item.subscriptionId) abos.set(item.subscriptionId, [...(abos.get(item.subscriptionId) ?? []), item]);
    else
      lines.push(
        `• ${item.resourceName}, ${when(item.startsAt, locale, timeZone)}${item.quantity > 1 ? ` (${item.quantity}×)` : ''}: ${money(item.grossCents)}`,
      );
  }
  for (const dates of abos.values()) {
    const gross = dates.reduce((s, d) => s + d.grossCents, 0);
    lines.push(
      `• Abo ${dates[0]!.resourceName}, ${locale === 'de' ? 'ab' : 'from'} ${when(dates[0]!.startsAt, locale, timeZone)}, ${dates.length} ${locale === 'de' ? 'Termine' : 'dates'}: ${money(gross)}`,
    );
  }
  return lines;
}

export const paymentLinkTemplate = defineMailTemplate({
  name: 'staff.payment-link',
  // The link lets anyone holding it see the order and pay: kept out of the outbox preview.
  sensitive: true,
  data: z.object({
    name: z.string(),
    lines: z.array(z.string()),
    total: z.string(),
    url: z.string(),
    expires: z.string(),
  }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Buchung bei ${context.organizationName}: bitte bis ${data.expires} bezahlen`,
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `wir haben für dich reserviert:`,
              ...data.lines,
              `Gesamt: ${data.total}`,
              `Die Plätze halten wir bis ${data.expires} für dich. Danach verfällt der Link und die Reservierung wird freigegeben.`,
            ],
            action: { label: 'Jetzt bezahlen', url: data.url },
            note: 'Wenn du nicht gebucht hast, ignoriere diese Nachricht; die Reservierung verfällt dann von selbst.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your booking at ${context.organizationName}: please pay by ${data.expires}`,
            heading: `Hello ${data.name},`,
            paragraphs: [
              `we have reserved for you:`,
              ...data.lines,
              `Total: ${data.total}`,
              `We hold these slots until ${data.expires}. After that the link expires and the reservation is released.`,
            ],
            action: { label: 'Pay now', url: data.url },
            note: 'If you did not book, ignore this message; the reservation then lapses by itself.',
          },
          context,
        ),
});

/** The link was cancelled by the venue: the reservation is released, the earlier link is void. */
export const paymentLinkCancelledTemplate = defineMailTemplate({
  name: 'staff.payment-link-cancelled',
  data: z.object({ name: z.string(), lines: z.array(z.string()), venue: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Reservierung bei ${context.organizationName} wurde freigegeben`,
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `wir haben diese Reservierung storniert und die Plätze wieder freigegeben:`,
              ...data.lines,
              `Der Zahlungslink aus unserer letzten Nachricht gilt nicht mehr; es wurde nichts berechnet.`,
            ],
            note: `Möchtest du doch spielen? Melde dich bei ${data.venue} oder buche online neu.`,
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your reservation at ${context.organizationName} was released`,
            heading: `Hello ${data.name},`,
            paragraphs: [
              `we have cancelled this reservation and released the slots:`,
              ...data.lines,
              `The payment link in our last message no longer works; nothing was charged.`,
            ],
            note: `Still want to play? Contact ${data.venue} or book again online.`,
          },
          context,
        ),
});

/**
 * Queues the "reservation released" mail for a cancelled link order (in the caller's transaction):
 * the link cancelled by staff, or the booking behind it cancelled (staff-booking).
 */
export async function mailLinkCancelled(tx: DbOrTx, order: OrderRow): Promise<void> {
  const venue = await orderRepository.venueOf(tx, order.organizationId);
  const locale = order.locale === 'de' ? 'de' : 'en';
  await queueMail(tx, {
    organizationId: order.organizationId,
    to: order.customer.email,
    locale,
    template: paymentLinkCancelledTemplate.name,
    data: {
      name: order.customer.name,
      lines: mailLines(await orderRepository.items(tx, order.id), locale, venue.timeZone),
      venue: venue.name,
    },
  });
}
