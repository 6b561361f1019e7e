// argon2id password hashes (docs/product.md#roles) and opaque random secrets stored as SHA-256 hashes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { passwordHashOptions } from '../../lib/password-hash-options';

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions());
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still spends the time of one verification, so the
 * answer time does not tell whether an account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** 32 random bytes, URL-safe: refresh tokens and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code for email verification. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
