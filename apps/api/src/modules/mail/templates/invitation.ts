import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';

/** Staff created an account for someone: they choose their password through a one-time link. */
export const invitationTemplate = defineMailTemplate({
  name: 'auth.invitation',
  sensitive: true,
  data: z.object({ name: z.string(), url: z.string(), days: z.number().int() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Dein Konto bei ${context.organizationName}`,
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `${context.organizationName} hat ein Konto für dich angelegt. Wähle über diesen Link dein Passwort; er gilt ${data.days} Tage.`,
            ],
            action: { label: 'Passwort wählen', url: data.url },
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your account at ${context.organizationName}`,
            heading: `Hello ${data.name},`,
            paragraphs: [
              `${context.organizationName} created an account for you. Choose your password with this link; it is valid for ${data.days} days.`,
            ],
            action: { label: 'Choose a password', url: data.url },
          },
          context,
        ),
});
