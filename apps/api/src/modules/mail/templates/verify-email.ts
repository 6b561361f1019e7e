import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';

export const verifyEmailTemplate = defineMailTemplate({
  name: 'auth.verify-email',
  sensitive: true,
  data: z.object({ name: z.string(), code: z.string(), minutes: z.number().int() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: 'Bestätige deine E-Mail-Adresse',
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `bitte bestätige deine E-Mail-Adresse bei ${context.organizationName} mit diesem Code. Er gilt ${data.minutes} Minuten.`,
            ],
            code: data.code,
            note: 'Wenn du kein Konto angelegt hast, kannst du diese Nachricht ignorieren.',
          },
          context,
        )
      : mailLayout(
          {
            subject: 'Confirm your email address',
            heading: `Hello ${data.name},`,
            paragraphs: [
              `please confirm your email address at ${context.organizationName} with this code. It is valid for ${data.minutes} minutes.`,
            ],
            code: data.code,
            note: 'If you did not create an account, you can ignore this message.',
          },
          context,
        ),
});
