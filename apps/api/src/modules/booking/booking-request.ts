// Who a booking request acts for: the signed-in user, or the guest cart token header.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hasPermission } from '../../plugins/auth';
import type { Owner } from './booking-context';
import type { BookingRow } from './booking.repository';

/** Header carrying a guest's cart token (random, at least 16 characters). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

export function guestToken(request: FastifyRequest): string | undefined {
  // The checkout's httpOnly cart cookie carries the same token for browsers (modules/cart).
  const value = request.headers[GUEST_TOKEN_HEADER] ?? request.cookies?.courtside_cart;
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.length < 16 || value.length > 200)
    throw new AppError('VALIDATION_FAILED', `${GUEST_TOKEN_HEADER} must be 16 to 200 characters`);
  return value;
}

export function requestOwner(request: FastifyRequest): Owner {
  if (request.auth) return { userId: request.auth.userId };
  const token = guestToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', `Sign in or send a guest cart token in ${GUEST_TOKEN_HEADER}`);
  return { guestToken: token };
}

/** Customers see their own bookings, staff every booking of their organization. */
export function canRead(request: FastifyRequest, booking: BookingRow, organizationId: string): boolean {
  if (booking.organizationId !== organizationId || booking.dynamicSlotId) return false;
  if (hasPermission(request.auth, 'booking.read.any')) return true;
  return Boolean(
    request.auth && hasPermission(request.auth, 'booking.read.own') && booking.userId === request.auth.userId,
  );
}
