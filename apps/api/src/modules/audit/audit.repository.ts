import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { escapeLike } from '../../db/like';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  organizationId: string;
  action?: string;
  entity?: string;
  entityId?: string;
  actorUserId?: string;
  limit: number;
  offset: number;
}

export const auditRepository = {
  async insert(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  async list(db: DbOrTx, filter: AuditFilter): Promise<{ rows: AuditRow[]; count: number }> {
    const conditions: SQL[] = [eq(auditLog.organizationId, filter.organizationId)];
    if (filter.action)
      conditions.push(
        or(eq(auditLog.action, filter.action), ilike(auditLog.action, `${escapeLike(filter.action)}.%`))!,
      );
    if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
    if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
    if (filter.actorUserId) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    return { rows, count: total?.n ?? 0 };
  },
};
