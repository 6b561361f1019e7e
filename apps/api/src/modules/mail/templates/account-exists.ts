import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';

// Sent instead of a verification code when someone registers with an address that already has an
// account: the answer to the sign-up form stays the same, so it reveals nothing.
export const accountExistsTemplate = defineMailTemplate({
  name: 'auth.account-exists',
  sensitive: true,
  data: z.object({ name: z.string(), resetUrl: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: 'Du hast bereits ein Konto',
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `jemand wollte mit deiner E-Mail-Adresse ein neues Konto bei ${context.organizationName} anlegen. Du hast dort schon eines.`,
              'Wenn du dein Passwort vergessen hast, kannst du es hier neu setzen.',
            ],
            action: { label: 'Passwort zurücksetzen', url: data.resetUrl },
            note: 'Warst du das nicht? Dann musst du nichts tun.',
          },
          context,
        )
      : mailLayout(
          {
            subject: 'You already have an account',
            heading: `Hello ${data.name},`,
            paragraphs: [
              `someone tried to create a new account at ${context.organizationName} with your email address. You already have one.`,
              'If you forgot your password, you can set a new one here.',
            ],
            action: { label: 'Reset password', url: data.resetUrl },
            note: "Wasn't you? Then there is nothing to do.",
          },
          context,
        ),
});
