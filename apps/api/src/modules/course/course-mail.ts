// Mails to a course's participants (docs/product/courses.md#staff): a message from the venue or the
// trainer, and the notice that one session moved. Each distinct address gets one mail, in its
// language, through the outbox in the caller's transaction.
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { settingsOf } from '../booking';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import type { ParticipantRow } from './course.repository';

export const courseMessageTemplate = defineMailTemplate({
  name: 'course.message',
  data: z.object({ name: z.string(), course: z.string(), subject: z.string(), body: z.string() }),
  render: (data, context) =>
    mailLayout(
      {
        subject: `${data.course}: ${data.subject}`,
        heading: data.name
          ? `${context.locale === 'de' ? 'Hallo' : 'Hello'} ${data.name},`
          : context.locale === 'de'
            ? 'Hallo,'
            : 'Hello,',
        paragraphs: data.body.split(/\n{2,}/),
      },
      context,
    ),
});

export const courseSessionMovedTemplate = defineMailTemplate({
  name: 'course.session-moved',
  data: z.object({ name: z.string(), course: z.string(), from: z.string(), to: z.string() }),
  render: (data, context) =>
    mailLayout(
      context.locale === 'de'
        ? {
            subject: `Verlegt: ${data.course} am ${data.from}`,
            heading: data.name ? `Hallo ${data.name},` : 'Hallo,',
            paragraphs: [
              `der Termin „${data.course}“ am ${data.from} wurde verlegt auf ${data.to}.`,
              'Deine Buchung und dein Kalender zeigen schon die neue Zeit.',
            ],
          }
        : {
            subject: `Moved: ${data.course} on ${data.from}`,
            heading: data.name ? `Hello ${data.name},` : 'Hello,',
            paragraphs: [
              `the session "${data.course}" on ${data.from} has moved to ${data.to}.`,
              'Your booking and your calendar already show the new time.',
            ],
          },
      context,
    ),
});

export interface Contact {
  email: string;
  name: string;
  locale: string;
}

/** Every participant's address once (a person enrolled twice, or in several sessions, gets one mail). */
export function contactsOf(rows: readonly ParticipantRow[]): Contact[] {
  const seen = new Map<string, Contact>();
  for (const r of rows) {
    const email = r.userEmail ?? r.guestContact?.email;
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.set(email.toLowerCase(), {
      email,
      name: r.userName ?? r.guestContact?.name ?? '',
      locale: r.userLocale ?? 'de',
    });
  }
  return [...seen.values()];
}

export async function mailParticipants(
  tx: DbOrTx,
  organizationId: string,
  rows: readonly ParticipantRow[],
  build: (c: Contact, format: Intl.DateTimeFormat) => { template: string; data: Record<string, unknown> },
): Promise<number> {
  const { timeZone } = await settingsOf(tx, organizationId);
  const contacts = contactsOf(rows);
  for (const c of contacts) {
    const format = new Intl.DateTimeFormat(c.locale === 'de' ? 'de-DE' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    });
    await queueMail(tx, { organizationId, to: c.email, locale: c.locale, ...build(c, format) });
  }
  return contacts.length;
}
