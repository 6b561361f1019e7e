import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultRolePermissions } from '@courtside/core/permissions';
import type { Permission } from '@courtside/core/permissions';
import { roles } from '@courtside/core/enums';
import type { Role } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { rolePermissionSeeds, rolePermissions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

export interface AuthUserRow {
  id: string;
  organizationId: string;
  role: Role;
  isSuperadmin: boolean;
  deletedAt: Date | null;
  matrixSeeded: boolean;
  permissions: string[];
}

export const permissionRepository = {
  /** The user and the permissions of their role in their organization, in one round trip. */
  async findAuthUser(db: DbOrTx, userId: string): Promise<AuthUserRow | undefined> {
    const [row] = await db
      .select({
        id: users.id,
        organizationId: users.organizationId,
        role: users.role,
        isSuperadmin: users.isSuperadmin,
        deletedAt: users.deletedAt,
        // Qualified by hand: Drizzle renders bare column names inside select fields, which the
        // subquery would resolve against its own table.
        matrixSeeded: sql<boolean>`exists (select 1 from ${rolePermissionSeeds} s where s.organization_id = "users"."organization_id")`,
        permissions: sql<
          string[]
        >`coalesce((select array_agg(rp.permission order by rp.permission) from ${rolePermissions} rp where rp.organization_id = "users"."organization_id" and rp.role = "users"."role"), '{}')`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** Seeds the core defaults once per organization; safe when several processes race. */
  async ensureSeeded(db: DbOrTx, organizationId: string): Promise<void> {
    // Marker and rows in one transaction: a concurrent caller's marker insert waits for this commit,
    // so nobody ever reads a half-seeded matrix (seen as spurious 403s under parallel requests).
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(rolePermissionSeeds)
        .values({ organizationId })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return;
      const rows = roles.flatMap((role) =>
        defaultRolePermissions[role].map((permission) => ({ organizationId, role, permission })),
      );
      await tx.insert(rolePermissions).values(rows).onConflictDoNothing();
    });
  },

  async listForOrganization(db: DbOrTx, organizationId: string): Promise<{ role: Role; permission: string }[]> {
    return db
      .select({ role: rolePermissions.role, permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.organizationId, organizationId));
  },

  async listForRole(db: DbOrTx, organizationId: string, role: Role): Promise<string[]> {
    const rows = await db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.organizationId, organizationId), eq(rolePermissions.role, role)));
    return rows.map((r) => r.permission);
  },

  async replaceRoles(
    db: DbOrTx,
    organizationId: string,
    matrix: Partial<Record<Role, readonly Permission[]>>,
  ): Promise<void> {
    const changed = Object.keys(matrix) as Role[];
    if (changed.length === 0) return;
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.organizationId, organizationId), inArray(rolePermissions.role, changed)));
    const rows = changed.flatMap((role) =>
      [...new Set(matrix[role] ?? [])].map((permission) => ({ organizationId, role, permission })),
    );
    if (rows.length) await db.insert(rolePermissions).values(rows);
  },
};
