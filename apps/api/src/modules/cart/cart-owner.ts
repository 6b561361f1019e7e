// Whose cart a request is about: the signed-in user's, or a guest's by the random token in an
// httpOnly cookie (guests hold slots too). The token is never readable by scripts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { carts } from '../../db/schema/checkout';
import { requestOrganizationId } from '../../lib/tenant';
import type { CartOwner } from './cart.service';

export const CART_COOKIE = 'courtside_cart';
const THIRTY_DAYS = 30 * 24 * 3600;

export function guestTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
}

/**
 * The cart owner. With `create`, a guest without a token gets one: at once (the cookie is set on
 * this reply), or with `defer` only when the caller calls `issueGuestCookie` after its work
 * succeeded. A refused add (the slot was just taken, a duplicate of a tap in flight) must not
 * replace a cookie that an earlier, successful answer is about to set: the holds of that answer
 * would be left in a cart nobody can see.
 */
export async function cartOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create?: boolean; defer?: boolean } = {},
): Promise<CartOwner & { freshGuestToken: boolean }> {
  const organizationId = await requestOrganizationId(app, request);
  if (request.auth) return { organizationId, userId: request.auth.userId, guestToken: null, freshGuestToken: false };
  let guestToken = guestTokenOf(request);
  let freshGuestToken = false;
  if (!guestToken && options.create) {
    const claim = guestClaimOf(request);
    guestToken = claim ? await claimedGuestToken(app, organizationId, claim) : randomBytes(32).toString('base64url');
    freshGuestToken = true;
    if (!options.defer) issueGuestCookie(request, reply, guestToken);
  }
  return { organizationId, userId: null, guestToken, freshGuestToken };
}

/** A claim only finds its cart this long after the cart was made (the first adds of one page). */
const CLAIM_WINDOW_MS = 2 * 60_000;
export const CART_CLAIM_HEADER = 'x-cart-claim';

function guestClaimOf(request: FastifyRequest): string | null {
  const value = request.headers[CART_CLAIM_HEADER];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : null;
}

/**
 * The guest token for a page's claim: the first request with the claim makes a cart under it (with a
 * random token), every request with the same claim in the next two minutes gets that token. So
 * first adds sent before any cookie came back still fill one cart (docs/product.md#booking). After
 * the window the claim is worth nothing (it was readable by the page's scripts; the token is not).
 */
async function claimedGuestToken(app: FastifyInstance, organizationId: string, claim: string): Promise<string> {
  const since = new Date(Date.now() - CLAIM_WINDOW_MS);
  await app.db
    .insert(carts)
    .values({ organizationId, guestToken: randomBytes(32).toString('base64url'), guestClaim: claim })
    .onConflictDoNothing();
  const [cart] = await app.db
    .select({ guestToken: carts.guestToken })
    .from(carts)
    .where(and(eq(carts.organizationId, organizationId), eq(carts.guestClaim, claim), gt(carts.createdAt, since)));
  return cart?.guestToken ?? randomBytes(32).toString('base64url');
}

export function issueGuestCookie(request: FastifyRequest, reply: FastifyReply, guestToken: string): void {
  reply.setCookie(CART_COOKIE, guestToken, {
    httpOnly: true,
    sameSite: 'lax',
    // Like the refresh cookie: Secure whenever the request came over HTTPS (as TRUST_PROXY lets Fastify tell).
    secure: request.protocol === 'https',
    path: '/api/v1',
    maxAge: THIRTY_DAYS,
  });
}

export function clearGuestCookie(reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, { path: '/api/v1' });
}
