// The mail staff get for every contact-form message (sent to the organization's legal email).
import { z } from 'zod';
import { defineMailTemplate, mailLayout } from '../mail';

export const contactMessageTemplate = defineMailTemplate({
  name: 'contact.message',
  data: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    subject: z.string(),
    message: z.string(),
    dashboardUrl: z.string().optional(),
  }),
  render: (data, context) => {
    const de = context.locale === 'de';
    const from = `${data.name} <${data.email}>${data.phone ? `, ${data.phone}` : ''}`;
    return mailLayout(
      {
        subject: de ? `Kontaktformular: ${data.subject}` : `Contact form: ${data.subject}`,
        heading: data.subject,
        paragraphs: [de ? `Von: ${from}` : `From: ${from}`, ...data.message.split(/\n{2,}/)],
        ...(data.dashboardUrl
          ? { action: { label: de ? 'Im Dashboard öffnen' : 'Open in the dashboard', url: data.dashboardUrl } }
          : {}),
        note: de ? `Antworte direkt an ${data.email}.` : `Reply directly to ${data.email}.`,
      },
      context,
    );
  },
});
