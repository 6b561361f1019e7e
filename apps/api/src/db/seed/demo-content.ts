// Demo news of the first venue, written through the post service (the same rules and sanitizer as
// the dashboard): two published posts in German and English.
import type { DbOrTx } from '../client';
import { createPost } from '../../modules/post/post.service';

const paragraph = (...parts: ({ text: string; href?: string } | string)[]) => ({
  type: 'paragraph',
  content: parts.map((part) =>
    typeof part === 'string'
      ? { type: 'text', text: part }
      : { type: 'text', text: part.text, marks: [{ type: 'link', attrs: { href: part.href } }] },
  ),
});

export async function seedDemoContent(db: DbOrTx, context: { organizationId: string; today: Date }): Promise<void> {
  const actor = { organizationId: context.organizationId, actorUserId: null };
  await createPost(
    db,
    actor,
    {
      slug: 'saisonstart-2026',
      title: { de: 'Saisonstart: Die Plätze sind offen', en: 'Season opening: the courts are open' },
      teaser: {
        de: 'Frischer Sand, neue Netze und längere Öffnungszeiten am Abend.',
        en: 'Fresh sand, new nets and longer opening hours in the evening.',
      },
      tags: ['anlage'],
      status: 'published',
      body: {
        de: {
          type: 'doc',
          content: [
            paragraph(
              'Ab sofort sind alle Plätze wieder buchbar. Wir haben den Sand getauscht und neue Netze gespannt.',
            ),
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Was neu ist' }] },
            {
              type: 'bulletList',
              content: ['Flutlicht bis 23 Uhr', 'Duschen neu gefliest', 'Leihbälle an der Theke'].map((text) => ({
                type: 'listItem',
                content: [paragraph(text)],
              })),
            },
            paragraph('Fragen? Schreib uns an ', { text: 'info@example.com', href: 'mailto:info@example.com' }, '.'),
          ],
        },
        en: {
          type: 'doc',
          content: [
            paragraph('All courts can be booked again. We replaced the sand and put up new nets.'),
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What is new' }] },
            {
              type: 'bulletList',
              content: ['Floodlights until 11 pm', 'New showers', 'Balls to borrow at the bar'].map((text) => ({
                type: 'listItem',
                content: [paragraph(text)],
              })),
            },
            paragraph('Questions? Write to ', { text: 'info@example.com', href: 'mailto:info@example.com' }, '.'),
          ],
        },
      },
    },
    new Date(context.today.getTime() - 7 * 24 * 3600_000),
  );
  await createPost(
    db,
    actor,
    {
      slug: 'beach-cup-anmeldung',
      title: { de: 'Anmeldung zum Köln Beach Cup', en: 'Sign up for the Cologne Beach Cup' },
      teaser: { de: '16 Teams, ein Wochenende, ein Pokal.', en: '16 teams, one weekend, one cup.' },
      tags: ['turnier'],
      status: 'published',
      body: {
        de: {
          type: 'doc',
          content: [
            paragraph(
              'Der Köln Beach Cup ist zurück. Tickets gibt es auf der ',
              { text: 'Veranstaltungsseite', href: 'https://example.com/events/koeln-beach-cup' },
              '.',
            ),
          ],
        },
        en: {
          type: 'doc',
          content: [
            paragraph(
              'The Cologne Beach Cup is back. Tickets are on the ',
              { text: 'event page', href: 'https://example.com/events/koeln-beach-cup' },
              '.',
            ),
          ],
        },
      },
    },
    new Date(context.today.getTime() - 2 * 24 * 3600_000),
  );
}
