// The mail every player of a cancelled come-together session receives (issue 4 §5).
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { mailLayout } from '../mail/mail-layout';
import { defineMailTemplate } from '../mail/mail-templates';
import { queueMail } from '../mail/mail.service';
import { settingsOf } from './booking-context';
import { bookingRepository } from './booking.repository';
import type { BookingRow, DynamicSlotRow } from './booking.repository';

export const sessionCancelledTemplate = defineMailTemplate({
  name: 'booking.session-cancelled',
  data: z.object({ name: z.string(), title: z.string(), when: z.string(), reason: z.string() }),
  render: (data, context) => {
    const de = context.locale === 'de';
    const underMinimum = data.reason === 'under_minimum';
    return mailLayout(
      de
        ? {
            subject: `Abgesagt: ${data.title} am ${data.when}`,
            heading: data.name ? `Hallo ${data.name},` : 'Hallo,',
            paragraphs: [
              underMinimum
                ? `leider haben sich für „${data.title}“ am ${data.when} nicht genug Spielerinnen und Spieler angemeldet. Die Session fällt aus.`
                : `die Session „${data.title}“ am ${data.when} wurde von ${context.organizationName} abgesagt.`,
              'Bezahlte Plätze erstatten wir dir vollständig.',
            ],
          }
        : {
            subject: `Cancelled: ${data.title} on ${data.when}`,
            heading: data.name ? `Hello ${data.name},` : 'Hello,',
            paragraphs: [
              underMinimum
                ? `unfortunately not enough players signed up for "${data.title}" on ${data.when}. The session is cancelled.`
                : `the session "${data.title}" on ${data.when} was cancelled by ${context.organizationName}.`,
              'Paid places are refunded in full.',
            ],
          },
      context,
    );
  },
});

export async function notifySessionCancelled(db: DbOrTx, slot: DynamicSlotRow, players: BookingRow[]): Promise<void> {
  if (!players.length) return;
  const { timeZone } = await settingsOf(db, slot.organizationId);
  const contacts = await bookingRepository.contactsOf(db, players);
  const seen = new Set<string>();
  for (const c of contacts) {
    if (seen.has(c.email.toLowerCase())) continue;
    seen.add(c.email.toLowerCase());
    const when = new Intl.DateTimeFormat(c.locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(slot.startsAt);
    await queueMail(db, {
      organizationId: slot.organizationId,
      to: c.email,
      locale: c.locale,
      template: sessionCancelledTemplate.name,
      data: { name: c.name, title: slot.title ?? 'Come-together', when, reason: slot.cancelReason ?? '' },
    });
  }
}
