// Accounts: the person's own profile, export and deletion; staff user management.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { userCreateBodySchema, userPatchBodySchema, profilePatchSchema } from '@courtside/core/auth-schemas';
import type { Role } from '@courtside/core/enums';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { userRepository } from './user.repository';
import type { UserRow } from './user.repository';
import { userDataSections } from './user-data';
import { audit } from '../audit';
import { INVITATION_DAYS, authRepository, hashPassword, issueResetLink, toAuthUser, verifyPassword } from '../auth';
import { queueMail } from '../mail';

const roleRank: Record<Role, number> = { customer: 0, staff: 1, manager: 2, admin: 3 };

/**
 * Nobody hands out more than they have: with user.manage granted to a manager in the matrix, that
 * manager still cannot make anyone (themselves included) an admin, nor edit an admin.
 */
function assertMayManage(auth: AuthContext, target: Role | undefined, newRole?: Role): void {
  if (auth.isSuperadmin) return;
  const own = roleRank[auth.role];
  if (target && roleRank[target] > own)
    throw new AppError('FORBIDDEN', 'You cannot change an account with a higher role than yours');
  if (newRole && roleRank[newRole] > own) throw new AppError('FORBIDDEN', `You cannot give the role ${newRole}`);
}

export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  patch: z.infer<typeof profilePatchSchema>,
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const user = await userRepository.update(tx, auth.userId, patch);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: auth.userId,
      action: 'user.profile_updated',
      entity: 'user',
      entityId: user.id,
      data: { fields: Object.keys(patch) },
      ip: request.ip,
    });
    return user;
  });
}

export async function exportUserData(app: FastifyInstance, userId: string): Promise<Record<string, unknown>> {
  const user = await authRepository.findUserById(app.db, userId);
  if (!user) throw notFound('User');
  const extra: Record<string, unknown> = {};
  for (const section of userDataSections()) extra[section.name] = await section.export(app.db, user);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...toAuthUser(user),
      updatedAt: user.updatedAt.toISOString(),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    },
    sessions: await userRepository.sessionsOf(app.db, user.id),
    activity: await userRepository.auditOf(app.db, user.id),
    mails: await userRepository.mailsTo(app.db, user.organizationId, user.email),
    ...extra,
  };
}

export async function deleteOwnAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  password: string,
): Promise<void> {
  const user = await authRepository.findUserById(app.db, auth.userId);
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('PASSWORD_WRONG', 'The password is wrong');
  const now = new Date();
  await app.db.transaction(async (tx) => {
    if (user.role === 'admin' && (await userRepository.countAdmins(tx, user.organizationId)) <= 1) {
      throw new AppError(
        'CONFLICT',
        'You are the last admin of this venue: make someone else admin before deleting your account',
      );
    }
    for (const section of userDataSections()) await section.anonymise?.(tx, user);
    await userRepository.anonymise(tx, user, now);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: null,
      action: 'user.deleted',
      entity: 'user',
      entityId: user.id,
      data: { by: 'self' },
    });
  });
}

export async function createUser(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  organizationId: string,
  body: z.infer<typeof userCreateBodySchema>,
): Promise<UserRow> {
  assertMayManage(auth, undefined, body.role);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return app.db.transaction(async (tx) => {
    if (await authRepository.findUserByEmail(tx, organizationId, body.email))
      throw new AppError('ALREADY_EXISTS', 'An account with this email address exists already');
    const user = await authRepository.insertUser(tx, {
      organizationId,
      email: body.email,
      name: body.name,
      phone: body.phone ?? null,
      locale: body.locale ?? 'de',
      role: body.role,
      serviceFeeWaiver: body.serviceFeeWaiver ?? false,
      passwordHash,
      // Staff who set the password vouch for the address; otherwise the invitation link proves it.
      emailVerifiedAt: passwordHash ? new Date() : null,
    });
    if (!passwordHash) {
      const url = await issueResetLink(app, tx, user, INVITATION_DAYS * 24 * 60);
      await queueMail(tx, {
        organizationId,
        to: user.email,
        locale: user.locale,
        template: 'auth.invitation',
        data: { name: user.name, url, days: INVITATION_DAYS },
      });
    }
    await audit(tx, {
      organizationId,
      actorUserId: auth.userId,
      action: 'user.created',
      entity: 'user',
      entityId: user.id,
      data: { role: user.role, invited: !passwordHash },
      ip: request.ip,
    });
    return user;
  });
}

export async function updateUser(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  organizationId: string,
  id: string,
  patch: z.infer<typeof userPatchBodySchema>,
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const target = await userRepository.findInOrganization(tx, organizationId, id);
    if (!target) throw notFound('User');
    assertMayManage(auth, target.role, patch.role);
    if (
      patch.role &&
      patch.role !== 'admin' &&
      target.role === 'admin' &&
      (await userRepository.countAdmins(tx, organizationId)) <= 1
    ) {
      throw new AppError('CONFLICT', 'This is the last admin of the venue: make someone else admin first');
    }
    const user = await userRepository.update(tx, id, patch);
    const data: Record<string, unknown> = { fields: Object.keys(patch) };
    if (patch.role && patch.role !== target.role) data.role = { from: target.role, to: patch.role };
    await audit(tx, {
      organizationId,
      actorUserId: auth.userId,
      action: patch.role && patch.role !== target.role ? 'user.role_changed' : 'user.updated',
      entity: 'user',
      entityId: id,
      data,
      ip: request.ip,
    });
    return user;
  });
}
