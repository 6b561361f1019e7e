// Courses of the demo venue (docs/product/courses.md): "Beginners", 8 Tuesdays 18:00–19:30 on
// Court 4 and 5, 12 places, €160, trained by Sina Staff; and a kids' course on 6 Saturday mornings.
// Each date holds its courts as the app does: a come-together session on the first court (the
// places), a block on the others, each with its court-holding booking. They start four weeks out,
// after the demo's own bookings, so nothing collides with the sample week.
import { and, eq } from 'drizzle-orm';
import { splitCoursePrice } from '@courtside/core/courses';
import type { CourseText } from '@courtside/core/courses';
import { addDays, isoWeekday, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { bookings, dynamicSlots } from '../schema/booking';
import { courseSessions, courses } from '../schema/courses';
import { users } from '../schema/users';
import { resources } from '../schema/venue';

const TZ = 'Europe/Berlin';

interface Plan {
  slug: string;
  title: CourseText;
  description: CourseText;
  level: 'beginner' | 'all';
  courts: string[];
  weekday: number;
  from: string;
  minutes: number;
  count: number;
  capacity: number;
  priceCents: number;
  minParticipants: number | null;
}

const plans: Plan[] = [
  {
    slug: 'beginners',
    title: { de: 'Beachvolleyball für Anfänger', en: 'Beach volleyball for beginners' },
    description: {
      de: 'Acht Abende Grundlagen: Baggern, Pritschen, Aufschlag und die ersten Spielzüge im Sand.',
      en: 'Eight evenings of basics: passing, setting, serving and your first plays in the sand.',
    },
    level: 'beginner',
    courts: ['Court 4', 'Court 5'],
    weekday: 2,
    from: '18:00',
    minutes: 90,
    count: 8,
    capacity: 12,
    priceCents: 16000,
    minParticipants: 6,
  },
  {
    slug: 'kids-beach-club',
    title: { de: 'Kids Beach Club (8–12 Jahre)', en: 'Kids beach club (ages 8–12)' },
    description: {
      de: 'Sechs Samstagvormittage mit Spiel, Ball und Sand für Kinder von 8 bis 12.',
      en: 'Six Saturday mornings of games, ball and sand for children aged 8 to 12.',
    },
    level: 'all',
    courts: ['Court 6'],
    weekday: 6,
    from: '10:00',
    minutes: 60,
    count: 6,
    capacity: 8,
    priceCents: 7200,
    minParticipants: null,
  },
];

export async function seedDemoCourses(db: DbOrTx, context: { organizationId: string; today: Date }): Promise<void> {
  const { organizationId } = context;
  const [trainer] = await db
    .update(users)
    .set({ isTrainer: true })
    .where(and(eq(users.organizationId, organizationId), eq(users.email, 'staff@example.com')))
    .returning({ id: users.id });
  const courts = await db.select().from(resources).where(eq(resources.organizationId, organizationId));
  const start = addDays(localDate(context.today, TZ), 28);
  for (const plan of plans) {
    const ids = plan.courts.map((name) => courts.find((c) => c.name === name)?.id).filter((x): x is string => !!x);
    if (ids.length !== plan.courts.length) continue;
    const first = addDays(start, (plan.weekday - isoWeekday(start) + 7) % 7);
    const [course] = await db
      .insert(courses)
      .values({
        organizationId,
        slug: plan.slug,
        title: plan.title,
        description: plan.description,
        level: plan.level,
        trainerId: trainer?.id ?? null,
        resourceIds: ids,
        capacity: plan.capacity,
        minParticipants: plan.minParticipants,
        minDeadline: plan.minParticipants ? zonedInstant(addDays(first, -2), '18:00', TZ) : null,
        priceCents: plan.priceCents,
        proRata: true,
      })
      .returning();
    const prices = splitCoursePrice(plan.priceCents, plan.count);
    for (let k = 0; k < plan.count; k++) {
      const date = addDays(first, 7 * k);
      const startsAt = zonedInstant(date, plan.from, TZ);
      const endsAt = new Date(startsAt.getTime() + plan.minutes * 60_000);
      const slotIds: string[] = [];
      for (const [i, resourceId] of ids.entries()) {
        const anchor = i === 0;
        const [slot] = await db
          .insert(dynamicSlots)
          .values({
            organizationId,
            resourceId,
            kind: anchor ? 'come_together' : 'block',
            startsAt,
            endsAt,
            title: plan.title.de,
            note: `course:${course!.id}`,
            priceCents: anchor ? prices[k]! : null,
            capacity: anchor ? plan.capacity : null,
            minPlayers: anchor ? 0 : null,
          })
          .returning();
        slotIds.push(slot!.id);
        await db.insert(bookings).values({
          organizationId,
          resourceId,
          startsAt,
          endsAt,
          type: anchor ? 'come_together' : 'normal',
          status: 'upcoming',
          places: 0,
          priceCents: 0,
          dynamicSlotId: slot!.id,
          note: anchor ? 'come_together' : 'block',
        });
      }
      await db.insert(courseSessions).values({
        organizationId,
        courseId: course!.id,
        startsAt,
        endsAt,
        anchorSlotId: slotIds[0]!,
        blockSlotIds: slotIds.slice(1),
        priceCents: prices[k]!,
      });
    }
  }
}
