// Who changes the venue setup, for the audit entry written in the same transaction, and how a
// refused change is answered.
import type { FastifyRequest } from 'fastify';
import type { SetupProblem } from '@courtside/core/venue-rules';
import { AppError } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { audit } from '../audit';

export interface SetupActor {
  organizationId: string;
  actorUserId: string | null;
  ip: string | null;
}

export function setupActor(request: FastifyRequest, organizationId: string): SetupActor {
  return { organizationId, actorUserId: request.auth?.userId ?? null, ip: request.ip };
}

export async function auditSetup(
  db: DbOrTx,
  actor: SetupActor,
  action: string,
  entity: string,
  entityId: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  await audit(db, {
    organizationId: actor.organizationId,
    actorUserId: actor.actorUserId,
    ip: actor.ip,
    action,
    entity,
    entityId,
    data,
  });
}

const conflictReasons: ReadonlySet<SetupProblem['reason']> = new Set([
  'season_overlap',
  'rule_duplicate',
  'band_overlap',
  'band_outside_hours',
  'hours_overlap',
]);

/** Throws the first problem (all of them in details): contradictions 409, malformed input 400. */
export function refuse(problems: readonly SetupProblem[]): void {
  const first = problems[0];
  if (!first) return;
  const code = conflictReasons.has(first.reason) ? 'CONFLICT' : 'VALIDATION_FAILED';
  throw new AppError(code, problems.map((p) => p.message).join('; '), {
    reason: first.reason,
    params: first.params ?? {},
    problems,
  });
}
