// Waitlist mails (de or en), queued in the outbox in the transaction that made the change: the
// joining confirmation with the link to the entry, and the held offer with its one-tap link.
import { z } from 'zod';
import { mailLayout } from '../mail';
import { defineMailTemplate } from '../mail';

export function when(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export const waitlistJoinedTemplate = defineMailTemplate({
  name: 'waitlist.joined',
  // The link shows and manages the entry: kept out of the outbox preview.
  sensitive: true,
  data: z.object({ what: z.string(), position: z.number().int(), url: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Du stehst auf der Warteliste: ${data.what}`,
            heading: 'Du stehst auf der Warteliste',
            paragraphs: [
              `${data.what}. Du bist Nummer ${data.position} in der Reihe.`,
              'Wird etwas frei, halten wir es für dich und schreiben dir sofort. Du kannst die Warteliste jederzeit verlassen.',
            ],
            action: { label: 'Warteliste ansehen', url: data.url },
          },
          context,
        )
      : mailLayout(
          {
            subject: `You are on the waitlist: ${data.what}`,
            heading: 'You are on the waitlist',
            paragraphs: [
              `${data.what}. You are number ${data.position} in line.`,
              'When a place frees up we hold it for you and write at once. You can leave the waitlist at any time.',
            ],
            action: { label: 'See your place', url: data.url },
          },
          context,
        ),
});

export const waitlistOfferTemplate = defineMailTemplate({
  name: 'waitlist.offer',
  // The link takes the held place into a cart: kept out of the outbox preview.
  sensitive: true,
  data: z.object({ what: z.string(), price: z.string(), expires: z.string(), url: z.string() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Frei geworden und für dich reserviert: ${data.what}`,
            heading: 'Es ist etwas frei geworden',
            paragraphs: [
              `Wir halten für dich: ${data.what} (${data.price}).`,
              `Die Reservierung gilt bis ${data.expires}. Danach geht sie an die nächste Person auf der Warteliste.`,
            ],
            action: { label: 'Jetzt bezahlen', url: data.url },
            note: 'Du möchtest nicht mehr? Über den Link kannst du ablehnen; dann bekommt die nächste Person das Angebot sofort.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Freed up and held for you: ${data.what}`,
            heading: 'A place has freed up',
            paragraphs: [
              `We are holding for you: ${data.what} (${data.price}).`,
              `The hold lasts until ${data.expires}. After that it passes to the next person on the waitlist.`,
            ],
            action: { label: 'Pay now', url: data.url },
            note: 'Changed your mind? Decline through the link and the next person gets the offer at once.',
          },
          context,
        ),
});
