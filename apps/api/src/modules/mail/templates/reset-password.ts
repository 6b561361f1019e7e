import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';

export const resetPasswordTemplate = defineMailTemplate({
  name: 'auth.reset-password',
  sensitive: true,
  data: z.object({ name: z.string(), url: z.string(), minutes: z.number().int() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: 'Passwort zurücksetzen',
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `über diesen Link setzt du ein neues Passwort für dein Konto bei ${context.organizationName}. Er gilt ${data.minutes} Minuten und nur einmal.`,
            ],
            action: { label: 'Neues Passwort setzen', url: data.url },
            note: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht; dein Passwort bleibt unverändert.',
          },
          context,
        )
      : mailLayout(
          {
            subject: 'Reset your password',
            heading: `Hello ${data.name},`,
            paragraphs: [
              `use this link to set a new password for your account at ${context.organizationName}. It is valid for ${data.minutes} minutes and works once.`,
            ],
            action: { label: 'Set a new password', url: data.url },
            note: 'If you did not ask for this, ignore this message; your password stays the same.',
          },
          context,
        ),
});
