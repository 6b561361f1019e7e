import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resources } from '../../db/schema/venue';

export type ResourceRow = typeof resources.$inferSelect;

export const resourceRepository = {
  async listActive(
    db: DbOrTx,
    filter: { organizationId: string; locationId?: string; category?: string; spaceType?: 'indoor' | 'outdoor' },
  ): Promise<ResourceRow[]> {
    return db
      .select()
      .from(resources)
      .where(
        and(
          eq(resources.organizationId, filter.organizationId),
          eq(resources.active, true),
          filter.locationId ? eq(resources.locationId, filter.locationId) : undefined,
          filter.category ? eq(resources.category, filter.category) : undefined,
          filter.spaceType ? eq(resources.spaceType, filter.spaceType) : undefined,
        ),
      )
      .orderBy(asc(resources.sortOrder), asc(resources.name));
  },
  async findInOrganization(db: DbOrTx, organizationId: string, id: string): Promise<ResourceRow | undefined> {
    const [row] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.organizationId, organizationId), eq(resources.id, id)));
    return row;
  },
};
