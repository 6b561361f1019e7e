import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';

export const passwordChangedTemplate = defineMailTemplate({
  name: 'auth.password-changed',
  data: z.object({ name: z.string(), resetUrl: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: 'Dein Passwort wurde geändert',
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `das Passwort deines Kontos bei ${context.organizationName} wurde gerade geändert. Alle anderen Sitzungen wurden abgemeldet.`,
            ],
            action: { label: 'Das war ich nicht', url: data.resetUrl },
          },
          context,
        )
      : mailLayout(
          {
            subject: 'Your password was changed',
            heading: `Hello ${data.name},`,
            paragraphs: [
              `the password of your account at ${context.organizationName} was just changed. All other sessions were signed out.`,
            ],
            action: { label: "That wasn't me", url: data.resetUrl },
          },
          context,
        ),
});
