// The mail every player of a moved come-together session receives (moving a whole
// session): the old and the new court and time, in the player's language (de or en).
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import { forEachPlayerContact } from '../booking';
import type { BookingRow, DynamicSlotRow } from '../booking';

export const sessionMovedTemplate = defineMailTemplate({
  name: 'booking.session-moved',
  data: z.object({
    name: z.string(),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    fromCourt: z.string(),
    toCourt: z.string(),
    reason: z.string(),
  }),
  render: (data, context) => {
    const de = context.locale === 'de';
    return mailLayout(
      de
        ? {
            subject: `Verlegt: ${data.title} jetzt am ${data.to}`,
            heading: data.name ? `Hallo ${data.name},` : 'Hallo,',
            paragraphs: [
              `${context.organizationName} hat die Session „${data.title}“ verlegt.`,
              `Neu: ${data.to}, ${data.toCourt}.`,
              `Bisher: ${data.from}, ${data.fromCourt}.`,
              ...(data.reason ? [`Grund: ${data.reason}`] : []),
              'Deine Plätze gelten für den neuen Termin. Passt er dir nicht, melde dich bitte bei uns.',
            ],
          }
        : {
            subject: `Moved: ${data.title} now on ${data.to}`,
            heading: data.name ? `Hello ${data.name},` : 'Hello,',
            paragraphs: [
              `${context.organizationName} has moved the session "${data.title}".`,
              `New: ${data.to}, ${data.toCourt}.`,
              `Before: ${data.from}, ${data.fromCourt}.`,
              ...(data.reason ? [`Reason: ${data.reason}`] : []),
              'Your places are kept for the new time. If it does not suit you, please get in touch.',
            ],
          },
      context,
    );
  },
});

export interface SessionMoveMail {
  from: { startsAt: Date; court: string };
  to: { startsAt: Date; court: string };
  reason?: string;
}

/** One mail per player address (a player with two bookings gets one), queued in the move's transaction. */
export async function notifySessionMoved(
  db: DbOrTx,
  slot: DynamicSlotRow,
  players: BookingRow[],
  move: SessionMoveMail,
): Promise<number> {
  return forEachPlayerContact(db, slot.organizationId, players, (c) =>
    queueMail(db, {
      organizationId: slot.organizationId,
      to: c.email,
      locale: c.locale,
      template: sessionMovedTemplate.name,
      data: {
        name: c.name,
        title: slot.title ?? 'Come-together',
        from: c.format.format(move.from.startsAt),
        to: c.format.format(move.to.startsAt),
        fromCourt: move.from.court,
        toCourt: move.to.court,
        reason: move.reason ?? '',
      },
    }).then(() => undefined),
  );
}
