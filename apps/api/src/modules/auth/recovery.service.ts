// Password reset by one-time link, and password change. Links are single-use, expire,
// and only their SHA-256 is stored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appUrl } from './auth-user';
import { authRepository } from './auth.repository';
import type { OneTimeTokenRow, UserRow } from './auth.repository';
import { clearAllAccountThrottles } from './login-throttle';
import { hashPassword, randomToken, sha256, verifyPassword } from './password';
import { startSession } from './session.service';
import type { IssuedSession } from './session.service';
import { resolveOrganization } from '../organization';
import { audit } from '../audit';
import { queueMail } from '../mail';

export const RESET_LINK_MINUTES = 60;
export const INVITATION_DAYS = 7;
const RESEND_COOLDOWN_MS = 60_000;

export const sentLinkMessage =
  'If an account exists for this address, we have sent a link to reset the password. It is valid for 60 minutes.';

/** The SPA page where the link lands (docs/product.md#roles: /auth/jwt/update-password). */
function resetPageUrl(app: FastifyInstance, token: string): string {
  return appUrl(app.config, `/auth/jwt/update-password?token=${encodeURIComponent(token)}`);
}

/** Creates a reset link for the user (older links stop working) and answers its URL. */
export async function issueResetLink(
  app: FastifyInstance,
  tx: DbOrTx,
  user: UserRow,
  validMinutes = RESET_LINK_MINUTES,
): Promise<string> {
  const now = new Date();
  const token = randomToken();
  await authRepository.expireOneTimeTokens(tx, user.id, 'reset_password', now);
  await authRepository.insertOneTimeToken(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    purpose: 'reset_password',
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
  });
  return resetPageUrl(app, token);
}

/** POST /auth/sentlink: answers the same whether or not the address has an account. */
export async function requestPasswordReset(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const organization = await resolveOrganization(app.db, request);
  await app.db.transaction(async (tx) => {
    const user = await authRepository.findUserByEmail(tx, organization.id, email);
    if (!user) return;
    const latest = await authRepository.findLiveOneTimeToken(tx, user.id, 'reset_password', new Date());
    if (latest && Date.now() - latest.createdAt.getTime() < RESEND_COOLDOWN_MS) return;
    const url = await issueResetLink(app, tx, user);
    await queueMail(tx, {
      organizationId: user.organizationId,
      to: user.email,
      locale: user.locale,
      template: 'auth.reset-password',
      data: { name: user.name, url, minutes: RESET_LINK_MINUTES },
    });
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: null,
      action: 'auth.reset_requested',
      entity: 'user',
      entityId: user.id,
      ip: request.ip,
    });
  });
}

const invalidLink = () =>
  new AppError('LINK_INVALID', 'This link is invalid, was already used or has expired. Please ask for a new one.');

async function liveResetToken(db: DbOrTx, token: string): Promise<{ row: OneTimeTokenRow; user: UserRow }> {
  const row = await authRepository.findOneTimeTokenByHash(db, 'reset_password', sha256(token));
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw invalidLink();
  const user = await authRepository.findUserById(db, row.userId);
  if (!user) throw invalidLink();
  return { row, user };
}

/** POST /auth/validate-link: whether the reset page should show its form. */
export async function validateResetLink(
  app: FastifyInstance,
  token: string,
): Promise<{ email: string; expiresAt: Date }> {
  const { row, user } = await liveResetToken(app.db, token);
  return { email: user.email, expiresAt: row.expiresAt };
}

/** POST /auth/reset-password: sets the password, proves the mailbox, ends every session. */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const { row, user } = await liveResetToken(tx, token);
    if (!(await authRepository.useOneTimeToken(tx, row.id, now))) throw invalidLink();
    await authRepository.updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
    const revoked = await authRepository.revokeAllForUser(tx, user.id, now);
    // A successful reset lifts a sign-in lockout of this account.
    await clearAllAccountThrottles(tx, user.organizationId, user.email);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.password_reset',
      entity: 'user',
      entityId: user.id,
      data: { sessionsEnded: revoked },
      ip: request.ip,
    });
  });
}

/** POST /auth/change-password: ends the other sessions and answers a fresh one for this device. */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const user = await authRepository.findUserById(app.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await audit(app.db, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.password_change_failed',
      entity: 'user',
      entityId: user.id,
      ip: request.ip,
    });
    throw new AppError('PASSWORD_WRONG', 'The current password is wrong');
  }
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const updated = await authRepository.updateUser(tx, user.id, { passwordHash });
    const revoked = await authRepository.revokeAllForUser(tx, user.id, now);
    const session = await startSession(app, tx, updated, request);
    const resetUrl = appUrl(app.config, '/auth/jwt/reset-password');
    await queueMail(tx, {
      organizationId: user.organizationId,
      to: user.email,
      locale: user.locale,
      template: 'auth.password-changed',
      data: { name: user.name, resetUrl },
    });
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.password_changed',
      entity: 'user',
      entityId: user.id,
      data: { sessionsEnded: revoked },
      ip: request.ip,
    });
    return { user: updated, session };
  });
}
