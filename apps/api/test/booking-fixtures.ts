// Ids of the demo venue for booking tests: the organization, its courts and a few accounts.
import { and, asc, eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema/organizations';
import { users } from '../src/db/schema/users';
import { locations, resources } from '../src/db/schema/venue';
import { DEMO_SLUG } from '../src/db/seed/demo';
import { addDays, localDate } from '@courtside/core/slots/time';

/**
 * A local date with no demo activity yet inside the 14-day booking window: the demo seed books
 * the days from 90 days ago to 9 days ahead (and an abo on tomorrow’s weekday).
 */
export function quietDay(offset = 0): string {
  return addDays(localDate(new Date(), 'Europe/Berlin'), 10 + offset);
}
import type { TestContext } from './helper';

export interface DemoVenue {
  organizationId: string;
  locationId: string;
  resources: (typeof resources.$inferSelect)[];
  /** Court n of the outdoor courts "Court 1" … "Court 6". */
  court: (n: number) => typeof resources.$inferSelect;
  byName: (name: string) => typeof resources.$inferSelect;
  customerId: string;
  customer2Id: string;
  staffId: string;
}

export async function demoVenue(t: TestContext): Promise<DemoVenue> {
  const db = t.app.db;
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, DEMO_SLUG));
  const [location] = await db.select().from(locations).where(eq(locations.organizationId, org!.id));
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.organizationId, org!.id))
    .orderBy(asc(resources.sortOrder));
  const userId = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, org!.id), eq(users.email, email)))
    )[0]!.id;
  const byName = (name: string) => {
    const r = rows.find((x) => x.name === name);
    if (!r) throw new Error(`No resource ${name}`);
    return r;
  };
  return {
    organizationId: org!.id,
    locationId: location!.id,
    resources: rows,
    court: (n) => byName(`Court ${n}`),
    byName,
    customerId: await userId('customer@example.com'),
    customer2Id: await userId('customer2@example.com'),
    staffId: await userId('staff@example.com'),
  };
}
