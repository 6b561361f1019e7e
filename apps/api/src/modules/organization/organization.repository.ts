import { asc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';

export type OrganizationRow = typeof organizations.$inferSelect;

// Read on every checkout: built once (db/built-once.ts).
const organizationById = builtOnce('courtside_organization_by_id', (db) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id'))),
);

export const organizationRepository = {
  async listAll(db: DbOrTx): Promise<OrganizationRow[]> {
    return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.slug));
  },
  async findById(db: DbOrTx, id: string): Promise<OrganizationRow | undefined> {
    return (await organizationById(db, { id }))[0];
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
