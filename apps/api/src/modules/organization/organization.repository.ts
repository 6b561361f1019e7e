import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';

export type OrganizationRow = typeof organizations.$inferSelect;

export const organizationRepository = {
  async listAll(db: DbOrTx): Promise<OrganizationRow[]> {
    return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.slug));
  },
  async findById(db: DbOrTx, id: string): Promise<OrganizationRow | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
    return row;
  },
  async findBySlug(db: DbOrTx, slug: string): Promise<OrganizationRow | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug));
    return row;
  },
  async findDefault(db: DbOrTx): Promise<OrganizationRow | undefined> {
    const [row] = await db
      .select()
      .from(organizations)
      .orderBy(asc(organizations.createdAt), asc(organizations.slug))
      .limit(1);
    return row;
  },
};
