// The reminder 14 days before a pass ends (docs/product/passes.md#expiry), queued in the outbox by
// the expiry job; a pass is claimed for it once (reminder_sent_at), so the mail goes out once.
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';
import type { PassRow } from './pass.repository';

export const passReminderTemplate = defineMailTemplate({
  name: 'pass.expiry_reminder',
  data: z.object({ name: z.string(), remaining: z.number().int(), validUntil: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine ${data.name} läuft am ${data.validUntil} ab`,
            heading: 'Hallo,',
            paragraphs: [
              `auf deiner ${data.name} sind noch ${data.remaining} Punkte. Sie gilt bis ${data.validUntil}; danach verfallen die restlichen Punkte.`,
              'Buche jetzt und wähle im Warenkorb „Mit Karte bezahlen“.',
            ],
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your ${data.name} ends on ${data.validUntil}`,
            heading: 'Hello,',
            paragraphs: [
              `your ${data.name} still has ${data.remaining} punches. It is valid until ${data.validUntil}; after that the punches left expire.`,
              'Book now and choose "Pay with pass" in your cart.',
            ],
          },
          context,
        ),
});

export async function queuePassReminder(
  tx: DbOrTx,
  pass: PassRow,
  ctx: { locale: 'de' | 'en'; timeZone: string },
): Promise<void> {
  const validUntil = new Intl.DateTimeFormat(ctx.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: ctx.timeZone,
  }).format(pass.validUntil ?? new Date());
  await queueMail(tx, {
    organizationId: pass.organizationId,
    to: pass.email,
    locale: ctx.locale,
    template: passReminderTemplate.name,
    data: { name: pass.name, remaining: pass.unitsRemaining, validUntil },
  });
}
