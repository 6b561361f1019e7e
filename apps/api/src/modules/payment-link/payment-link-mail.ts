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
