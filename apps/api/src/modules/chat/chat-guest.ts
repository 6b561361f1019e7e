// Guests chat after proving their e-mail address: a six-digit code is mailed through the outbox,
// only its hash is stored, it expires after 15 minutes and allows 5 tries; a right code gives a
// chat token (also stored only as a hash) sent as `X-Chat-Token` (docs/product/chat-tasks.md#support-chat).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHAT_GUEST_CODE_ATTEMPTS, CHAT_GUEST_CODE_MINUTES } from '@courtside/core/chat-schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { queueMail } from '../mail';
import { chatRepository } from './chat.repository';
import type { GuestRow } from './chat.repository';
import './chat-mail';

const CODES_PER_EMAIL_PER_HOUR = 3;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function startGuest(
  db: Database,
  organizationId: string,
  input: { email: string; name: string; locale: string },
): Promise<{ guestId: string; expiresInMinutes: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return db.transaction(async (tx) => {
    // Serialises code requests for one address, so the hourly limit holds under parallel requests.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`courtside.chat_guest:${organizationId}:${input.email.toLowerCase()}`}, 0))`,
    );
    const recent = await chatRepository.codesSince(tx, organizationId, input.email, new Date(Date.now() - 3_600_000));
    if (recent >= CODES_PER_EMAIL_PER_HOUR)
      throw new AppError('RATE_LIMITED', 'Too many codes for this address: please try again in an hour');
    const guest = await chatRepository.insertGuest(tx, {
      organizationId,
      email: input.email,
      name: input.name,
      locale: input.locale.slice(0, 2),
      codeHash: sha256(code),
      codeExpiresAt: new Date(Date.now() + CHAT_GUEST_CODE_MINUTES * 60_000),
    });
    await queueMail(tx, {
      organizationId,
      to: input.email,
      locale: input.locale,
      template: 'chat.guest-code',
      data: { name: input.name, code, minutes: CHAT_GUEST_CODE_MINUTES },
    });
    return { guestId: guest.id, expiresInMinutes: CHAT_GUEST_CODE_MINUTES };
  });
}

export async function verifyGuest(
  db: Database,
  organizationId: string,
  input: { guestId: string; code: string },
): Promise<{ token: string }> {
  const outcome = await db.transaction(async (tx) => {
    const guest = await chatRepository.lockGuest(tx, organizationId, input.guestId);
    if (!guest) throw new AppError('CODE_INVALID', 'This code is not valid: ask for a new one');
    if (guest.verifiedAt || guest.attempts >= CHAT_GUEST_CODE_ATTEMPTS || guest.codeExpiresAt < new Date())
      throw new AppError('CODE_INVALID', 'This code has expired or was tried too often: ask for a new one');
    const given = Buffer.from(sha256(input.code));
    if (!timingSafeEqual(given, Buffer.from(guest.codeHash))) {
      // The failed try is counted even though the answer is an error (committed, not rolled back).
      await chatRepository.updateGuest(tx, guest.id, { attempts: guest.attempts + 1 });
      return { ok: false as const, left: CHAT_GUEST_CODE_ATTEMPTS - guest.attempts - 1 };
    }
    const token = randomBytes(32).toString('base64url');
    await chatRepository.updateGuest(tx, guest.id, { verifiedAt: new Date(), tokenHash: sha256(token) });
    return { ok: true as const, token };
  });
  if (!outcome.ok)
    throw new AppError('CODE_INVALID', 'This code is not right', { attemptsLeft: Math.max(0, outcome.left) });
  return { token: outcome.token };
}

/** The verified guest a chat token belongs to, or undefined. */
export async function guestOfToken(db: Database, token: string | undefined): Promise<GuestRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const guest = await chatRepository.guestByToken(db, sha256(token));
  return guest?.verifiedAt ? guest : undefined;
}
