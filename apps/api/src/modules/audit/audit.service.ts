// The audit log (docs/product.md#roles): every auth event and every staff change worth explaining later.
// Call it with the transaction of the change so the entry and the change commit together.
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditRepository } from './audit.repository';

export interface AuditEntry {
  organizationId: string | null;
  /** Who did it; null for anonymous callers and the system. */
  actorUserId: string | null;
  /** Dotted verb, e.g. 'auth.login', 'auth.login_failed', 'user.role_changed', 'booking.cancelled'. */
  action: string;
  /** The kind of record, e.g. 'user', 'booking', 'permission_matrix'. */
  entity: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditRepository.insert(db, {
    organizationId: entry.organizationId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? {},
    ip: entry.ip ?? null,
  });
}

/** The actor and ip fields taken from a request. */
export function auditActor(request: FastifyRequest): { actorUserId: string | null; ip: string } {
  return { actorUserId: request.auth?.userId ?? null, ip: request.ip };
}
