// The mail with the payment link (de or en), queued in the outbox in the transaction that made the
// order: no order without its mail, no mail without its order.
import { z } from 'zod';
import { mailLayout } from '../mail/mail-layout';
import { defineMailTemplate } from '../mail/mail-templates';

export const paymentLinkTemplate = defineMailTemplate({
  name: 'staff.payment-link',
  // The link lets anyone holding it see the order and pay: kept out of the outbox preview.
  sensitive: true,
  data: z.object({ name: z.string(), lines: z.array(z.string()), total: z.string(), url: z.string(), expires: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Buchung bei ${context.organizationName}: bitte bis ${data.expires} bezahlen`,
            heading: `Hallo ${data.name},`,
            paragraphs: [`wir haben für dich reserviert:`, ...data.lines, `Gesamt: ${data.total}`, `Die Plätze halten wir bis ${data.expires} für dich. Danach verfällt der Link und die Reservierung wird freigegeben.`],
            action: { label: 'Jetzt bezahlen', url: data.url },
            note: 'Wenn du nicht gebucht hast, ignoriere diese Nachricht; die Reservierung verfällt dann von selbst.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your booking at ${context.organizationName}: please pay by ${data.expires}`,
            heading: `Hello ${data.name},`,
            paragraphs: [`we have reserved for you:`, ...data.lines, `Total: ${data.total}`, `We hold these slots until ${data.expires}. After that the link expires and the reservation is released.`],
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
            paragraphs: [`wir haben diese Reservierung storniert und die Plätze wieder freigegeben:`, ...data.lines, `Der Zahlungslink aus unserer letzten Nachricht gilt nicht mehr; es wurde nichts berechnet.`],
            note: `Möchtest du doch spielen? Melde dich bei ${data.venue} oder buche online neu.`,
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your reservation at ${context.organizationName} was released`,
            heading: `Hello ${data.name},`,
            paragraphs: [`we have cancelled this reservation and released the slots:`, ...data.lines, `The payment link in our last message no longer works; nothing was charged.`],
            note: `Still want to play? Contact ${data.venue} or book again online.`,
          },
          context,
        ),
});
