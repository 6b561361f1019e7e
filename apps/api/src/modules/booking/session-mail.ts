// The mail every player of a cancelled come-together session receives.
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { settingsOf } from './booking-context';
import { bookingRepository } from './booking.repository';
import type { BookingRow, DynamicSlotRow } from './booking.repository';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';

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

export interface PlayerContact {
  email: string;
  name: string;
  locale: string;
  /** Dates and times in the player's language and the venue's time zone. */
  format: Intl.DateTimeFormat;
}

/**
 * Every distinct address among a session's players once (a player with two bookings gets one
 * mail), with a date formatter in their language. Shared by the session mails (cancelled, moved).
 * Answers how many addresses there were.
 */
export async function forEachPlayerContact(
  db: DbOrTx,
  organizationId: string,
  players: BookingRow[],
  send: (contact: PlayerContact) => Promise<void>,
): Promise<number> {
  if (!players.length) return 0;
  const { timeZone } = await settingsOf(db, organizationId);
  const contacts = await bookingRepository.contactsOf(db, players);
  const seen = new Set<string>();
  for (const c of contacts) {
    const key = c.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const format = new Intl.DateTimeFormat(c.locale === 'de' ? 'de-DE' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    });
    await send({ email: c.email, name: c.name, locale: c.locale, format });
  }
  return seen.size;
}

export async function notifySessionCancelled(db: DbOrTx, slot: DynamicSlotRow, players: BookingRow[]): Promise<void> {
  await forEachPlayerContact(db, slot.organizationId, players, (c) =>
    queueMail(db, {
      organizationId: slot.organizationId,
      to: c.email,
      locale: c.locale,
      template: sessionCancelledTemplate.name,
      data: {
        name: c.name,
        title: slot.title ?? 'Come-together',
        when: c.format.format(slot.startsAt),
        reason: slot.cancelReason ?? '',
      },
    }).then(() => undefined),
  );
}
