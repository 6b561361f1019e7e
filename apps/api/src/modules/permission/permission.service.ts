// The permission matrix of an organization (docs/product.md#roles): read and edited by admins, effective at
// once because the auth plugin reads it on every request.
import type { FastifyRequest } from 'fastify';
import { roles } from '@courtside/core/enums';
import type { Role } from '@courtside/core/enums';
import { lockedPermissions, organizationPermissions, superadminOnlyPermissions } from '@courtside/core/permissions';
import type { Permission, PermissionMatrix } from '@courtside/core/permissions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { permissionRepository } from './permission.repository';
import { audit } from '../audit';

export async function getMatrix(db: Database, organizationId: string): Promise<PermissionMatrix> {
  await permissionRepository.ensureSeeded(db, organizationId);
  const rows = await permissionRepository.listForOrganization(db, organizationId);
  const matrix = Object.fromEntries(roles.map((r) => [r, [] as Permission[]])) as PermissionMatrix;
  const known = new Set<string>(organizationPermissions);
  // Names dropped from core since the row was written are ignored, not shown.
  for (const row of rows) if (known.has(row.permission)) matrix[row.role].push(row.permission as Permission);
  for (const role of roles) matrix[role].sort();
  return matrix;
}

export function matrixAnswer(matrix: PermissionMatrix) {
  return {
    roles: [...roles],
    permissions: [...organizationPermissions],
    locked: lockedPermissions as Record<string, Permission[]>,
    matrix,
  };
}

export async function updateMatrix(
  db: Database,
  request: FastifyRequest,
  organizationId: string,
  changes: Partial<Record<Role, Permission[]>>,
): Promise<PermissionMatrix> {
  for (const [role, granted] of Object.entries(changes) as [Role, Permission[]][]) {
    const crossing = granted.filter((p) => superadminOnlyPermissions.includes(p));
    if (crossing.length)
      throw new AppError(
        'VALIDATION_FAILED',
        `${crossing.join(', ')} belongs to superadmins and cannot be granted to a role`,
        { role, permissions: crossing },
      );
    const missing = (lockedPermissions[role] ?? []).filter((p) => !granted.includes(p));
    if (missing.length)
      throw new AppError(
        'VALIDATION_FAILED',
        `The ${role} role always keeps ${missing.join(', ')} so that somebody can still edit permissions`,
        { role, permissions: missing },
      );
  }
  const before = await getMatrix(db, organizationId);
  await db.transaction(async (tx) => {
    await permissionRepository.replaceRoles(tx, organizationId, changes);
    const diff = Object.fromEntries(
      (Object.keys(changes) as Role[]).map((role) => {
        const next = new Set(changes[role]);
        const prev = new Set(before[role]);
        return [
          role,
          { granted: [...next].filter((p) => !prev.has(p)), revoked: [...prev].filter((p) => !next.has(p)) },
        ];
      }),
    );
    await audit(tx, {
      organizationId,
      actorUserId: request.auth?.userId ?? null,
      action: 'permission.matrix_updated',
      entity: 'permission_matrix',
      entityId: organizationId,
      data: diff,
      ip: request.ip,
    });
  });
  return getMatrix(db, organizationId);
}
