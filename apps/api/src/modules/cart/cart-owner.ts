// Whose cart a request is about: the signed-in user's, or a guest's by the random token in an
// httpOnly cookie (guests hold slots too). The token is never readable by scripts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOrganizationId } from '../../lib/tenant';
import type { CartOwner } from './cart.service';

export const CART_COOKIE = 'courtside_cart';
const THIRTY_DAYS = 30 * 24 * 3600;

export function guestTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
}

/** The cart owner; with `create`, a guest without a token gets one (and the cookie). */
export async function cartOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create?: boolean } = {},
): Promise<CartOwner> {
  const organizationId = await requestOrganizationId(app, request);
  if (request.auth) return { organizationId, userId: request.auth.userId, guestToken: null };
  let guestToken = guestTokenOf(request);
  if (!guestToken && options.create) {
    guestToken = randomBytes(32).toString('base64url');
    reply.setCookie(CART_COOKIE, guestToken, {
      httpOnly: true,
      sameSite: 'lax',
      // Like the refresh cookie: Secure whenever the request came over HTTPS (as TRUST_PROXY lets Fastify tell).
      secure: request.protocol === 'https',
      path: '/api/v1',
      maxAge: THIRTY_DAYS,
    });
  }
  return { organizationId, userId: null, guestToken };
}

export function clearGuestCookie(reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, { path: '/api/v1' });
}
