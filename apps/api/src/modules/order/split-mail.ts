// The mails of a split order (docs/product/split-payment.md#mails), de and en (the order's
// language), queued in the outbox inside the transaction that decides them: the invitation with a
// player's share link, the link for the rest to the booker, the receipt of a paid share, and the
// release with the refund.
import { z } from 'zod';
import { formatCents } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';

const court = z.object({ court: z.string(), when: z.string(), amount: z.string(), booker: z.string() });

export const splitInviteTemplate = defineMailTemplate({
  name: 'split.invite',
  // The link lets anyone holding it pay the share: kept out of the outbox preview.
  sensitive: true,
  data: court.extend({ url: z.string(), deadline: z.string() }),
  render: (d, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `${d.booker} teilt einen Platz bei ${context.organizationName} mit dir`,
            heading: 'Hallo,',
            paragraphs: [
              `${d.booker} hat ${d.court} am ${d.when} gebucht und teilt die Kosten mit dir.`,
              `Dein Anteil: ${d.amount}. Bitte bezahle ihn bis ${d.deadline}; bis dahin halten wir den Platz.`,
            ],
            action: { label: 'Meinen Anteil bezahlen', url: d.url },
            note: 'Du brauchst kein Konto. Du bekommst eine eigene Rechnung über deinen Anteil.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `${d.booker} is splitting a court at ${context.organizationName} with you`,
            heading: 'Hello,',
            paragraphs: [
              `${d.booker} booked ${d.court} on ${d.when} and is splitting the cost with you.`,
              `Your share: ${d.amount}. Please pay it by ${d.deadline}; we hold the court until then.`,
            ],
            action: { label: 'Pay my share', url: d.url },
            note: 'No account needed. You get an invoice of your own for your share.',
          },
          context,
        ),
});

export const splitRestTemplate = defineMailTemplate({
  name: 'split.rest',
  sensitive: true,
  data: court.extend({ url: z.string(), deadline: z.string() }),
  render: (d, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Offener Rest für ${d.court} am ${d.when}`,
            heading: `Hallo ${d.booker},`,
            paragraphs: [
              `nicht alle Mitspieler haben ihren Anteil bezahlt. Offen sind noch ${d.amount}.`,
              `Bitte bezahle den Rest bis ${d.deadline}, sonst geben wir den Platz frei und erstatten die bezahlten Anteile.`,
            ],
            action: { label: 'Rest bezahlen', url: d.url },
          },
          context,
        )
      : mailLayout(
          {
            subject: `The rest for ${d.court} on ${d.when}`,
            heading: `Hello ${d.booker},`,
            paragraphs: [
              `not every player paid their share. ${d.amount} is still open.`,
              `Please pay the rest by ${d.deadline}; otherwise we release the court and refund the shares paid.`,
            ],
            action: { label: 'Pay the rest', url: d.url },
          },
          context,
        ),
});

export const splitPaidTemplate = defineMailTemplate({
  name: 'split.paid',
  data: court.extend({ invoice: z.string() }),
  render: (d, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Dein Anteil für ${d.court} am ${d.when} ist bezahlt`,
            heading: 'Danke!',
            paragraphs: [
              `Wir haben deinen Anteil von ${d.amount} erhalten (Rechnung ${d.invoice}).`,
              `Sobald alle Anteile bezahlt sind, ist die Buchung von ${d.booker} bestätigt.`,
            ],
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your share for ${d.court} on ${d.when} is paid`,
            heading: 'Thank you!',
            paragraphs: [
              `We received your share of ${d.amount} (invoice ${d.invoice}).`,
              `Once every share is paid, ${d.booker}'s booking is confirmed.`,
            ],
          },
          context,
        ),
});

export const splitReleasedTemplate = defineMailTemplate({
  name: 'split.released',
  data: court.extend({ refunded: z.string().nullable() }),
  render: (d, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `${d.court} am ${d.when} wurde freigegeben`,
            heading: 'Hallo,',
            paragraphs: [
              `Bis zur Frist wurden nicht alle Anteile bezahlt, darum haben wir den Platz freigegeben.`,
              d.refunded ? `Deinen Anteil von ${d.refunded} erstatten wir dir.` : 'Dir wurde nichts berechnet.',
            ],
          },
          context,
        )
      : mailLayout(
          {
            subject: `${d.court} on ${d.when} was released`,
            heading: 'Hello,',
            paragraphs: [
              `Not every share was paid by the deadline, so we released the court.`,
              d.refunded ? `We refund your share of ${d.refunded}.` : 'Nothing was charged to you.',
            ],
          },
          context,
        ),
});

export function formatWhen(date: Date, locale: 'de' | 'en', timeZone: string): string {
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

/** Court, time and booker of a split order in the order's language, for any of its mails. */
export async function splitMailContext(tx: DbOrTx, order: OrderRow) {
  const locale = order.locale === 'de' ? 'de' : 'en';
  const venue = await orderRepository.venueOf(tx, order.organizationId);
  const [first] = await orderRepository.items(tx, order.id);
  const money = (cents: number) => formatCents(cents, locale === 'de' ? 'de-DE' : 'en-GB');
  const when = (d: Date) => formatWhen(d, locale, venue.timeZone);
  return {
    locale,
    money,
    when,
    base: { court: first?.resourceName ?? '', when: first ? when(first.startsAt) : '', booker: order.customer.name },
    send: (to: string, template: string, data: Record<string, unknown>) =>
      queueMail(tx, { organizationId: order.organizationId, to, locale, template, data }),
  };
}
