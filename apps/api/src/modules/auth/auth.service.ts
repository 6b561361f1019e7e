// Sign-up, sign-in and email verification (docs/product.md#roles).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { loginBodySchema, registerBodySchema, verificationBodySchema } from '@courtside/core/auth-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository } from './auth.repository';
import type { UserRow } from './auth.repository';
import { assertNotLocked, clearAccountThrottle, recordFailedLogin, throttleKeys } from './login-throttle';
import { hashPassword, randomCode, sha256, verifyPassword } from './password';
import { issueResetLink } from './recovery.service';
import { startSession } from './session.service';
import type { IssuedSession } from './session.service';
import { sameSecret } from '../../lib/same-secret';
import { resolveOrganization } from '../organization';
import { audit } from '../audit';
import { queueMail } from '../mail';

export const VERIFICATION_MINUTES = 30;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** A new code or link at most once a minute per account: the answers stay the same. */
export const RESEND_COOLDOWN_MS = 60_000;

export const sentCodeMessage =
  'If the address can be used, we have sent a 6-digit code to it. Enter it to confirm your email address.';

function asksForOrganization(request: FastifyRequest): boolean {
  const query = (request.query as Record<string, unknown> | undefined)?.tenantId;
  return Boolean(request.headers['x-organization']) || (typeof query === 'string' && query !== '');
}

/**
 * The account a sign-in is about: in the organization the request names, or, when it names none,
 * in the default organization — or the only organization that has an account with this address.
 */
async function findSignInAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<{ organizationId: string; user?: UserRow }> {
  const organization = await resolveOrganization(app.db, request);
  const user = await authRepository.findUserByEmail(app.db, organization.id, email);
  if (user || asksForOrganization(request)) return { organizationId: organization.id, user };
  const anywhere = await authRepository.findUsersByEmailAnywhere(app.db, email);
  if (anywhere.length === 1) return { organizationId: anywhere[0]!.organizationId, user: anywhere[0] };
  return { organizationId: organization.id };
}

/** Issues a fresh verification code (older ones stop working) and queues its mail. */
export async function issueVerificationCode(tx: DbOrTx, user: UserRow): Promise<void> {
  const now = new Date();
  const code = randomCode();
  await authRepository.expireOneTimeTokens(tx, user.id, 'verify_email', now);
  await authRepository.insertOneTimeToken(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: sha256(code),
    expiresAt: new Date(now.getTime() + VERIFICATION_MINUTES * 60_000),
  });
  await queueMail(tx, {
    organizationId: user.organizationId,
    to: user.email,
    locale: user.locale,
    template: 'auth.verify-email',
    data: { name: user.name, code, minutes: VERIFICATION_MINUTES },
  });
}

export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.infer<typeof registerBodySchema>,
): Promise<void> {
  const organization = await resolveOrganization(app.db, request);
  // Hash first on every path so the answer time does not reveal whether the address is taken.
  const passwordHash = await hashPassword(body.password);
  const locale = body.locale ?? organization.locale;
  await app.db.transaction(async (tx) => {
    const existing = await authRepository.findUserByEmail(tx, organization.id, body.email);
    if (!existing) {
      const user = await authRepository.insertUser(tx, {
        organizationId: organization.id,
        email: body.email,
        name: body.name,
        passwordHash,
        locale,
        role: 'customer',
      });
      await issueVerificationCode(tx, user);
      await audit(tx, {
        organizationId: organization.id,
        actorUserId: user.id,
        action: 'auth.register',
        entity: 'user',
        entityId: user.id,
        ip: request.ip,
      });
      return;
    }
    if (!existing.emailVerifiedAt) {
      // Nobody proved this address yet: the latest sign-up wins, so a squatter's password dies
      // when the real owner signs up and confirms the code.
      const user = await authRepository.updateUser(tx, existing.id, { name: body.name, passwordHash, locale });
      await issueVerificationCode(tx, user);
      await audit(tx, {
        organizationId: organization.id,
        actorUserId: null,
        action: 'auth.register_repeated',
        entity: 'user',
        entityId: user.id,
        ip: request.ip,
      });
      return;
    }
    const resetUrl = await issueResetLink(app, tx, existing);
    await queueMail(tx, {
      organizationId: organization.id,
      to: existing.email,
      locale: existing.locale,
      template: 'auth.account-exists',
      data: { name: existing.name, resetUrl },
    });
    await audit(tx, {
      organizationId: organization.id,
      actorUserId: null,
      action: 'auth.register_existing',
      entity: 'user',
      entityId: existing.id,
      ip: request.ip,
    });
  });
}

export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.infer<typeof loginBodySchema>,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const now = new Date();
  const { organizationId, user } = await findSignInAccount(app, request, body.email);
  const keys = throttleKeys(organizationId, body.email, request.ip);
  await assertNotLocked(app.db, keys, now);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    const locked = await recordFailedLogin(app.db, keys, now);
    await audit(app.db, {
      organizationId,
      actorUserId: null,
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      data: { email: body.email, locked: Boolean(locked) },
      ip: request.ip,
    });
    throw locked ?? new AppError('INVALID_CREDENTIALS', 'The email address or the password is wrong');
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please confirm your email address first: enter the code we sent you, or ask for a new one.',
    );
  }
  await clearAccountThrottle(app.db, keys);
  const session = await app.db.transaction(async (tx) => {
    const issued = await startSession(app, tx, user, request);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.login',
      entity: 'user',
      entityId: user.id,
      ip: request.ip,
    });
    return issued;
  });
  return { user, session };
}

/** Confirms the address with the mailed code and signs the person in. */
export async function verifyEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.infer<typeof verificationBodySchema>,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const now = new Date();
  const organization = await resolveOrganization(app.db, request);
  const invalid = new AppError('CODE_INVALID', 'The code is wrong or has expired. Ask for a new one if needed.');
  const candidate = await authRepository.findUserByEmail(app.db, organization.id, body.email);
  const token = candidate && (await authRepository.findLiveOneTimeToken(app.db, candidate.id, 'verify_email', now));
  if (!candidate || !token) throw invalid;
  if (token.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    await authRepository.useOneTimeToken(app.db, token.id, now);
    throw new AppError('CODE_INVALID', 'Too many wrong codes. Please ask for a new one.');
  }
  if (!sameSecret(sha256(body.code), token.tokenHash)) {
    await authRepository.countOneTimeTokenAttempt(app.db, token.id);
    throw invalid;
  }
  return app.db.transaction(async (tx) => {
    if (!(await authRepository.useOneTimeToken(tx, token.id, now))) throw invalid;
    const user = await authRepository.updateUser(tx, candidate.id, {
      emailVerifiedAt: candidate.emailVerifiedAt ?? now,
    });
    const session = await startSession(app, tx, user, request);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.email_verified',
      entity: 'user',
      entityId: user.id,
      ip: request.ip,
    });
    return { user, session };
  });
}

/** A new code for an unverified account; answers the same whatever the address. */
export async function resendVerification(app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> {
  const organization = await resolveOrganization(app.db, request);
  await app.db.transaction(async (tx) => {
    const user = await authRepository.findUserByEmail(tx, organization.id, email);
    if (!user || user.emailVerifiedAt) return;
    const latest = await authRepository.findLiveOneTimeToken(tx, user.id, 'verify_email', new Date());
    if (latest && Date.now() - latest.createdAt.getTime() < RESEND_COOLDOWN_MS) return;
    await issueVerificationCode(tx, user);
    await audit(tx, {
      organizationId: user.organizationId,
      actorUserId: null,
      action: 'auth.verification_resent',
      entity: 'user',
      entityId: user.id,
      ip: request.ip,
    });
  });
}
