// Audit entries of one record with the name of whoever made them.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

export const historyRepository = {
  async forRecord(db: DbOrTx, input: { organizationId: string; entity: string; entityId: string; limit: number }) {
    return db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        actorName: users.name,
        data: auditLog.data,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          eq(auditLog.organizationId, input.organizationId),
          eq(auditLog.entity, input.entity),
          eq(auditLog.entityId, input.entityId),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit);
  },
};
