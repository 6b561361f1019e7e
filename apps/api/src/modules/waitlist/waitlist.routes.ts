// The waitlist's HTTP side. Joining needs no account (a guest gives an e-mail; the offer is held
// in their cart); the links in the mails carry a 32-byte token (stored as its SHA-256) that shows
// and manages the entry. Staff with waitlist.manage see and manage every queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffWaitlistRowSchema,
  waitlistEntryViewSchema,
  waitlistJoinSchema,
  waitlistJoinedSchema,
} from '@courtside/core/waitlist';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { appUrl } from '../auth';
import { cartOwnerOf } from '../checkout';
import { waitlistRepository } from './waitlist.repository';
import {
  acceptOffer,
  declineOffer,
  entryOfToken,
  extendOffer,
  joinWaitlist,
  leaveWaitlist,
  setWaitlistLinkBase,
  viewOf,
} from './waitlist.service';

const tags = ['waitlist'];
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not a waitlist link') });
const idParams = z.object({ id: z.uuid('This is not a waitlist entry id') });
const statusList = ['waiting', 'offered', 'booked', 'left', 'declined', 'expired', 'removed', 'closed'] as const;

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  setWaitlistLinkBase(appUrl(app.config, ''));

  app.post(
    '/api/v1/waitlist',
    {
      schema: {
        tags,
        summary:
          'Join the waitlist for a court slot (category and window) or a full come-together session; answers the entry and its link token',
        body: waitlistJoinSchema,
        response: { 201: waitlistJoinedSchema },
      },
    },
    async (request, reply) => {
      const cart = await cartOwnerOf(app, request, reply, { create: true });
      const user = cart.userId
        ? await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, cart.userId!) })
        : null;
      const { token, view } = await joinWaitlist(app.db, {
        organizationId: cart.organizationId,
        owner: { userId: cart.userId, guestToken: cart.guestToken },
        email: user?.email ?? null,
        name: user?.name ?? null,
        body: { ...request.body, locale: request.body.locale ?? user?.locale },
      });
      return reply.status(201).send({ ...view, token });
    },
  );

  app.get(
    '/api/v1/waitlist/mine',
    {
      schema: {
        tags,
        summary: "The caller's live waitlist entries (signed in, or this browser's guest cart)",
        response: { 200: z.object({ rows: z.array(waitlistEntryViewSchema), count: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const cart = await cartOwnerOf(app, request, reply);
      if (!cart.userId && !cart.guestToken) return { rows: [], count: 0 };
      const entries = await waitlistRepository.liveOfOwner(app.db, cart.organizationId, cart);
      const rows = [];
      for (const e of entries) rows.push(await viewOf(app.db, e));
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/waitlist/entries/:token',
    {
      schema: {
        tags,
        summary: 'An entry by its link: status, position, queue length and the open offer',
        params: tokenParams,
        response: { 200: waitlistEntryViewSchema },
      },
    },
    async (request) => viewOf(app.db, await entryOfToken(app.db, request.params.token)),
  );

  app.post(
    '/api/v1/waitlist/entries/:token/leave',
    {
      schema: {
        tags,
        summary: 'Leave the waitlist (an open offer is declined)',
        params: tokenParams,
        response: { 200: waitlistEntryViewSchema },
      },
    },
    async (request) => viewOf(app.db, await leaveWaitlist(app.db, { token: request.params.token })),
  );

  app.post(
    '/api/v1/waitlist/entries/:token/decline',
    {
      schema: {
        tags,
        summary: 'Decline the open offer: it passes to the next person at once',
        params: tokenParams,
        response: { 200: waitlistEntryViewSchema },
      },
    },
    async (request) => viewOf(app.db, await declineOffer(app.db, request.params.token)),
  );

  app.post(
    '/api/v1/waitlist/entries/:token/extend',
    {
      schema: {
        tags,
        summary: 'More time for the open offer (once)',
        params: tokenParams,
        response: { 200: waitlistEntryViewSchema },
      },
    },
    async (request) => viewOf(app.db, await extendOffer(app.db, request.params.token)),
  );

  app.post(
    '/api/v1/waitlist/entries/:token/accept',
    {
      schema: {
        tags,
        summary: "Put the held offer into the caller's cart (then pay through the normal checkout)",
        params: tokenParams,
        response: { 200: z.object({ bookingId: z.string(), entry: waitlistEntryViewSchema }) },
      },
    },
    async (request, reply) => {
      const cart = await cartOwnerOf(app, request, reply, { create: true });
      const { bookingId, entry } = await acceptOffer(app.db, request.params.token, cart);
      return { bookingId, entry: await viewOf(app.db, entry) };
    },
  );

  app.get(
    '/api/v1/staff/waitlist',
    {
      preHandler: app.requirePermission('waitlist.manage'),
      schema: {
        tags,
        summary: 'Every queue of the organization (live entries by default), with positions',
        querystring: z.object({
          status: z
            .string()
            .optional()
            .transform((s, ctx) => {
              const list = (s ?? 'waiting,offered').split(',').filter(Boolean);
              for (const v of list)
                if (!(statusList as readonly string[]).includes(v)) {
                  ctx.addIssue({ code: 'custom', message: `Unknown status ${v}` });
                  return z.NEVER;
                }
              return list;
            }),
          limit: z.coerce.number().int().min(1).max(500).default(200),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ rows: z.array(staffWaitlistRowSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await waitlistRepository.list(app.db, organizationId, {
        statuses: request.query.status,
        limit: request.query.limit,
        offset: request.query.offset,
      });
      const out = [];
      for (const e of rows)
        out.push({
          ...(await viewOf(app.db, e)),
          email: e.email,
          name: e.name,
          userId: e.userId,
          offersMade: e.offersMade,
        });
      return { rows: out, count };
    },
  );

  app.get(
    '/api/v1/staff/waitlist/:id/history',
    {
      preHandler: app.requirePermission('waitlist.manage'),
      schema: {
        tags,
        summary: "An entry's events (join, offers, declines, expiries, booking, leaving)",
        params: idParams,
        response: {
          200: z.object({
            rows: z.array(
              z.object({
                action: z.string(),
                fromStatus: z.string().nullable(),
                toStatus: z.string(),
                bookingId: z.string().nullable(),
                actorUserId: z.string().nullable(),
                details: z.record(z.string(), z.unknown()),
                createdAt: z.string(),
              }),
            ),
            count: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const entry = await waitlistRepository.findById(app.db, organizationId, request.params.id);
      if (!entry) throw new AppError('NOT_FOUND', 'Waitlist entry not found');
      const rows = (await waitlistRepository.eventsOf(app.db, entry.id)).map((e) => ({
        action: e.action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        bookingId: e.bookingId,
        actorUserId: e.actorUserId,
        details: e.details,
        createdAt: e.createdAt.toISOString(),
      }));
      return { rows, count: rows.length };
    },
  );

  app.post(
    '/api/v1/staff/waitlist/:id/remove',
    {
      preHandler: app.requirePermission('waitlist.manage'),
      schema: {
        tags,
        summary: 'Take an entry off its queue (an open offer passes to the next person)',
        params: idParams,
        response: { 200: staffWaitlistRowSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const entry = await waitlistRepository.findById(app.db, organizationId, request.params.id);
      if (!entry) throw new AppError('NOT_FOUND', 'Waitlist entry not found');
      const out = await leaveWaitlist(app.db, { entry, staffUserId: request.auth!.userId });
      return {
        ...(await viewOf(app.db, out)),
        email: out.email,
        name: out.name,
        userId: out.userId,
        offersMade: out.offersMade,
      };
    },
  );
};
