// Come-together sessions, a block, a special price, an abo and events of the demo venue: sessions at
// "caution" and "full", the customer's weekly abo. The bookings they make (court holds, places, abo
// dates) are answered, not inserted: demo-bookings.ts adds the everyday bookings around them, pays
// them through orders and inserts everything in bulk. Deterministic for a given `today`.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { weeklyDates } from '@courtside/core/slots/subscription';
import { addDays, localDate, localParts, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { demoGuests } from './demo-people';
import { dynamicSlots, events, subscriptions } from '../schema/booking';
import type { SkippedDate, bookings } from '../schema/booking';
import { users } from '../schema/users';
import { resourceDay, scopeForDates } from '../../modules/booking/resource-grid';
import { loadVenueSnapshot } from '../../modules/booking/venue-snapshot';

export interface DemoContext {
  organizationId: string;
  locationId: string;
  today: Date;
}

export type NewBooking = typeof bookings.$inferInsert & { id: string };

const guests = demoGuests.slice(0, 5);

/** Seeds the staff-made windows, the abo and the events; answers the bookings they make (not inserted). */
export async function seedDemoActivities(db: DbOrTx, context: DemoContext): Promise<NewBooking[]> {
  const { organizationId, locationId } = context;
  const tz = 'Europe/Berlin';
  const today = localDate(context.today, tz);
  const first = addDays(today, -3);
  const last = addDays(today, 9);
  const snapshot = await loadVenueSnapshot(db, scopeForDates(organizationId, first, last, { locationId }));
  if (!snapshot) return [];
  const resources = snapshot.resources;
  const byName = (name: string) => resources.find((r) => r.name === name)!;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.email, ['customer@example.com', 'customer2@example.com', 'staff@example.com']),
      ),
    );
  const userId = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const customer = userId('customer@example.com');
  const customer2 = userId('customer2@example.com');
  const staff = userId('staff@example.com');
  const now = context.today;
  const statusAt = (end: Date) => (end <= now ? ('completed' as const) : ('upcoming' as const));
  const rows: NewBooking[] = [];
  const book = (row: Omit<NewBooking, 'id'>) => rows.push({ ...row, id: randomUUID() });
  const at = (date: string, time: string) => zonedInstant(date, time, tz);

  // Staff-made windows: sessions (with their court holds), a block and a special price.
  const sessionPlan = [
    {
      resource: 'Center Court',
      date: addDays(today, 1),
      from: '18:00',
      to: '20:00',
      title: 'Mixed Open Play',
      capacity: 8,
      price: 900,
      players: 6,
    },
    {
      resource: 'Center Court',
      date: addDays(today, 3),
      from: '18:00',
      to: '20:00',
      title: 'Mixed Open Play',
      capacity: 8,
      price: 900,
      players: 8,
    },
    {
      resource: 'Halle 1',
      date: addDays(today, 5),
      from: '10:00',
      to: '12:00',
      title: 'Beginners Session',
      capacity: 12,
      price: 1200,
      players: 2,
      minPlayers: 6,
    },
    {
      resource: 'Halle 2',
      date: addDays(today, 8),
      from: '12:00',
      to: '16:00',
      title: 'Köln Beach Cup',
      capacity: 16,
      price: 1500,
      players: 5,
    },
  ];
  const sessions = [];
  for (const plan of sessionPlan) {
    const resource = byName(plan.resource);
    const [slot] = await db
      .insert(dynamicSlots)
      .values({
        organizationId,
        resourceId: resource.id,
        kind: 'come_together',
        startsAt: at(plan.date, plan.from),
        endsAt: at(plan.date, plan.to),
        title: plan.title,
        priceCents: plan.price,
        capacity: plan.capacity,
        minPlayers: plan.minPlayers ?? null,
        createdBy: staff,
      })
      .returning();
    sessions.push({ slot: slot!, plan });
    book({
      organizationId,
      resourceId: resource.id,
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
      type: 'come_together',
      status: statusAt(slot!.endsAt),
      places: 0,
      priceCents: 0,
      dynamicSlotId: slot!.id,
      createdBy: staff,
      note: 'come_together',
    });
    for (let p = 0; p < plan.players;) {
      const places = Math.min(plan.players - p, p === 0 ? 2 : 1);
      const guest = guests[p % guests.length]!;
      // The first places are the demo customers' (Clara's on the second session: her abo plays tomorrow).
      const ownedBy = p === 0 ? (sessions.length === 2 ? customer : customer2) : null;
      book({
        organizationId,
        resourceId: resource.id,
        startsAt: slot!.startsAt,
        endsAt: slot!.endsAt,
        type: 'come_together',
        status: statusAt(slot!.endsAt),
        places,
        priceCents: plan.price * places,
        sessionId: slot!.id,
        userId: ownedBy,
        guestContact: ownedBy ? null : guest,
      });
      p += places;
    }
  }
  const [block] = await db
    .insert(dynamicSlots)
    .values({
      organizationId,
      resourceId: byName('Court 6').id,
      kind: 'block',
      startsAt: at(addDays(today, 2), '10:00'),
      endsAt: at(addDays(today, 2), '12:00'),
      title: 'Sand leveling',
      createdBy: staff,
    })
    .returning();
  book({
    organizationId,
    resourceId: block!.resourceId,
    startsAt: block!.startsAt,
    endsAt: block!.endsAt,
    type: 'normal',
    status: statusAt(block!.endsAt),
    places: 0,
    priceCents: 0,
    dynamicSlotId: block!.id,
    createdBy: staff,
    note: 'block',
  });
  const tennis = byName('Beach Tennis');
  const tennisDay = resourceDay(snapshot, tennis, addDays(today, 1));
  if (tennisDay.rule) {
    await db.insert(dynamicSlots).values({
      organizationId,
      resourceId: tennis.id,
      kind: 'special_price',
      startsAt: at(addDays(today, 1), '10:00'),
      endsAt: at(addDays(today, 1), '14:00'),
      title: 'Happy Hour',
      priceCents: Math.round((tennisDay.rule.defaultPriceCents * 0.75) / 50) * 50,
      createdBy: staff,
    });
  }

  // An abo of the customer: Court 2 every week at 19:00 on tomorrow's weekday, this season.
  const court2 = byName('Court 2');
  const aboDay = addDays(today, 1);
  const season = snapshot.seasons.find((s) => s.startsOn <= aboDay && aboDay <= s.endsOn);
  if (season && customer) {
    const dates = weeklyDates(
      addDays(aboDay, -14) < season.startsOn ? season.startsOn : addDays(aboDay, -14),
      addDays(aboDay, 7 * 8),
      localParts(at(aboDay, '12:00'), tz).weekday,
    );
    const day = resourceDay(snapshot, court2, aboDay);
    const price = day.slots.find((s) => localParts(s.start, tz).time === '19:00')?.priceCents ?? 0;
    const [sub] = await db
      .insert(subscriptions)
      .values({
        organizationId,
        resourceId: court2.id,
        userId: customer,
        weekday: localParts(at(aboDay, '12:00'), tz).weekday,
        startTime: '19:00',
        minutes: 60,
        subStartDate: dates[0]!,
        subEndDate: dates[dates.length - 1]!,
        status: 'active',
        priceCents: price * dates.length,
        skippedDates: [] as SkippedDate[],
      })
      .returning();
    for (const date of dates) {
      book({
        organizationId,
        resourceId: court2.id,
        startsAt: at(date, '19:00'),
        endsAt: at(date, '20:00'),
        type: 'abo',
        status: statusAt(at(date, '20:00')),
        places: 1,
        priceCents: price,
        userId: customer,
        subscriptionId: sub!.id,
      });
    }
  }

  const cup = sessions.find((s) => s.plan.title === 'Köln Beach Cup')!.slot;
  await db.insert(events).values([
    {
      organizationId,
      locationId,
      slug: 'koeln-beach-cup',
      title: { de: 'Köln Beach Cup', en: 'Cologne Beach Cup' },
      description: {
        de: 'Unser Hallenturnier für Zweierteams: vier Stunden Beachvolleyball, Musik und Snacks. Tickets sind Plätze im Turnier.',
        en: 'Our indoor tournament for teams of two: four hours of beach volleyball, music and snacks. Tickets are places in the tournament.',
      },
      startsAt: cup.startsAt,
      endsAt: cup.endsAt,
      image: '/images/events/beach-cup.jpg',
      sessionId: cup.id,
    },
    {
      organizationId,
      locationId,
      slug: 'afterwork-beach-party',
      title: { de: 'Afterwork Beach Party', en: 'After-work beach party' },
      description: { de: 'DJ, Cocktails und freie Courts ab 18 Uhr.', en: 'DJ, cocktails and open courts from 6 pm.' },
      startsAt: at(addDays(today, 6), '18:00'),
      endsAt: at(addDays(today, 6), '22:00'),
      image: '/images/events/beach-party.jpg',
    },
    {
      organizationId,
      locationId,
      slug: 'techniktraining-mit-profis',
      title: { de: 'Techniktraining mit Profis', en: 'Technique clinic with pros' },
      description: {
        de: 'Zwei Bundesliga-Spielerinnen zeigen Aufschlag, Annahme und Block.',
        en: 'Two Bundesliga players teach serve, reception and block.',
      },
      startsAt: at(addDays(today, 12), '10:00'),
      endsAt: at(addDays(today, 12), '13:00'),
      image: '/images/events/clinic.jpg',
    },
  ]);
  return rows;
}
