// The only code of the sitemap module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/booking';

export const sitemapRepository = {
  /** Published events that end after `since`, soonest first. */
  async publishedEvents(db: DbOrTx, organizationId: string, since: Date): Promise<{ slug: string; updatedAt: Date }[]> {
    return db
      .select({ slug: events.slug, updatedAt: events.updatedAt })
      .from(events)
      .where(and(eq(events.organizationId, organizationId), eq(events.published, true), gte(events.endsAt, since)))
      .orderBy(asc(events.startsAt))
      .limit(5000);
  },
};
