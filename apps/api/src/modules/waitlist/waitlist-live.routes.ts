// Live push of an offer (docs/product/waitlist-courses.md#live-offer): server-sent events on the
// live module's topic hub. The offer page subscribes with its link token (the topic is the entry's
// join-token hash, so only the link's holder hears of it); an open booking page subscribes for
// the caller's own entries (account or guest cart). The payload says only that something changed;
// the page then reads the entry as usual.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { cartOwnerOf } from '../checkout';
import { streamTopic, TopicHub } from '../live';
import type { TopicMessage } from '../live';
import { WAITLIST_CHANNEL, ownerKey } from './waitlist-common';
import type { OfferMessage } from './waitlist-common';
import { entryOfToken } from './waitlist-queue';

const tags = ['waitlist'];
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not a waitlist link') });

export const waitlistLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new TopicHub<OfferMessage & TopicMessage>(app, WAITLIST_CHANNEL);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
    await hub.close();
  });

  app.get(
    '/api/v1/waitlist/entries/:token/stream',
    {
      schema: {
        tags,
        summary: 'Server-sent events: `offer` when this entry gets an offer (the link is the proof)',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const entry = await entryOfToken(app.db, request.params.token);
      await streamTopic(hub, request, reply, {
        organizationId: entry.organizationId,
        accepts: (m) => m.key === entry.tokenHash,
        toEvent: (m) => ({ event: 'offer', data: { status: m.status } }),
        open,
      });
    },
  );

  app.get(
    '/api/v1/waitlist/mine/stream',
    {
      schema: {
        tags,
        summary: "Server-sent events: `offer` when one of the caller's entries gets an offer (booking page)",
      },
    },
    async (request, reply) => {
      const cart = await cartOwnerOf(app, request, reply);
      if (!cart.userId && !cart.guestToken) throw new AppError('BAD_REQUEST', 'No waitlist entries to follow');
      const key = ownerKey(cart);
      await streamTopic(hub, request, reply, {
        organizationId: cart.organizationId,
        accepts: (m) => m.owner === key,
        toEvent: (m) => ({ event: 'offer', data: { status: m.status } }),
        open,
      });
    },
  );
};
