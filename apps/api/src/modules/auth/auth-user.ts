import type { AuthUser } from '@courtside/core/auth-schemas';
import type { Config } from '../../config/env';
import type { UserRow } from './auth.repository';

/** What the API tells about an account (never the hash, never internal flags). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    locale: row.locale,
    role: row.role,
    isSuperadmin: row.isSuperadmin,
    organizationId: row.organizationId,
    emailVerified: row.emailVerifiedAt !== null,
    serviceFeeWaiver: row.serviceFeeWaiver,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Links in mails point at PUBLIC_URL, never at the request's Host header: a forged Host would
 * otherwise send reset links to an attacker's site.
 */
export function appUrl(config: Config, path: string): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return `${base}${path}`;
}
