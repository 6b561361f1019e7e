// The demo venue's support chat (docs/product/chat-tasks.md#support-chat): a few conversations a
// beach venue really has (a court after the rain, moving an abo date, rental rackets), one of them
// still unread for the dashboard home, and quick replies in German and English.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { chatConversations, chatGuests, chatMessages, chatQuickReplies } from '../schema/chat';
import { users } from '../schema/users';

type Line = [sender: 'customer' | 'staff', minutesAgo: number, body: string];

export async function seedDemoChat(db: DbOrTx, ctx: { organizationId: string; today: Date }): Promise<void> {
  const { organizationId } = ctx;
  const people = await db.select().from(users).where(eq(users.organizationId, organizationId));
  const byEmail = (email: string) => people.find((u) => u.email === email);
  const staff = byEmail('staff@example.com');
  const clara = byEmail('customer@example.com');
  const kai = byEmail('customer2@example.com');
  if (!staff || !clara || !kai) return;
  const ago = (minutes: number) => new Date(ctx.today.getTime() - minutes * 60_000);
  const [guest] = await db
    .insert(chatGuests)
    .values({
      organizationId,
      email: 'jonas.gast@example.org',
      name: 'Jonas Gast',
      locale: 'de',
      codeHash: 'demo',
      codeExpiresAt: ago(60 * 24 * 3),
      verifiedAt: ago(60 * 24 * 3),
      createdAt: ago(60 * 24 * 3),
    })
    .returning();

  const conversation = async (
    who: { userId?: string; guestId?: string; name: string; email: string },
    subject: string,
    status: 'open' | 'waiting' | 'closed',
    lines: Line[],
  ) => {
    const last = lines.length;
    const lastStaff = Math.max(0, ...lines.map((l, i) => (l[0] === 'staff' ? i + 1 : 0)));
    const [row] = await db
      .insert(chatConversations)
      .values({
        organizationId,
        customerUserId: who.userId ?? null,
        guestId: who.guestId ?? null,
        customerName: who.name,
        customerEmail: who.email,
        customerLocale: 'de',
        subject,
        status,
        assigneeId: lastStaff ? staff.id : null,
        lastSeq: last,
        customerReadSeq: last,
        staffReadSeq: lines[last - 1]![0] === 'staff' ? last : lastStaff,
        customerNotifiedSeq: last,
        staffNotifiedSeq: last,
        lastMessageAt: ago(lines[last - 1]![1]),
        closedAt: status === 'closed' ? ago(lines[last - 1]![1]) : null,
        createdAt: ago(lines[0]![1]),
      })
      .returning();
    await db.insert(chatMessages).values(
      lines.map(([sender, minutes, body], i) => ({
        organizationId,
        conversationId: row!.id,
        seq: i + 1,
        sender,
        senderKey: sender === 'staff' ? `user:${staff.id}` : who.userId ? `user:${who.userId}` : `guest:${who.guestId}`,
        authorId: sender === 'staff' ? staff.id : (who.userId ?? null),
        authorName: sender === 'staff' ? staff.name : who.name,
        body,
        createdAt: ago(minutes),
      })),
    );
  };

  await conversation({ userId: clara.id, name: clara.name, email: clara.email }, 'Court 3 nach dem Regen', 'waiting', [
    ['customer', 95, 'Hallo! Ist Court 3 nach dem Regen bespielbar? Wir haben heute um 18 Uhr gebucht.'],
    ['staff', 80, 'Hallo Clara, wir haben den Sand heute Mittag abgezogen. Court 3 ist wieder trocken und bespielbar.'],
    ['customer', 78, 'Super, danke!'],
    ['staff', 76, 'Gern! Falls es nochmal schüttet, melden wir uns vor 17 Uhr.'],
  ]);
  await conversation({ userId: kai.id, name: kai.name, email: kai.email }, 'Abo-Termin verschieben', 'open', [
    ['customer', 12, 'Kann ich meinen Abo-Termin am Donnerstag auf Freitag 19 Uhr verschieben? Wir sind nur zu dritt.'],
  ]);
  await conversation({ guestId: guest!.id, name: guest!.name, email: guest!.email }, 'Leihschläger', 'closed', [
    ['customer', 60 * 24 * 3, 'Kann man bei euch Beachtennis-Schläger leihen?'],
    [
      'staff',
      60 * 24 * 3 - 20,
      'Ja, an der Theke für 3 € pro Schläger und Stunde, Bälle inklusive: https://beachside.example/preise',
    ],
  ]);
  await db.insert(chatQuickReplies).values([
    {
      organizationId,
      locale: 'de',
      title: 'Nach Regen',
      body: 'Nach Regen prüfen wir die Courts bis 9 Uhr und ziehen den Sand ab. Ist ein Court nicht bespielbar, verschieben wir deine Buchung kostenlos.',
    },
    {
      organizationId,
      locale: 'de',
      title: 'Abo verschieben',
      body: 'Einen Abo-Termin kannst du bis 24 Stunden vorher kostenlos verschieben, wenn zur neuen Zeit ein Court frei ist. Ich schaue nach!',
    },
    {
      organizationId,
      locale: 'en',
      title: 'After rain',
      body: 'After rain we check the courts by 9 am and level the sand. If a court is not playable, we move your booking free of charge.',
    },
    {
      organizationId,
      locale: 'en',
      title: 'Rental rackets',
      body: 'Rackets can be rented at the front desk for €3 per racket and hour, balls included.',
    },
  ]);
}
