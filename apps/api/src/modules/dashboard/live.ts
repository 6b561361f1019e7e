// Live updates for the staff calendar and overview: every slot change announced with
// pg_notify (booking module, slot-notify.ts) is pushed to the organization's open dashboards as a
// server-sent event. One LISTEN per API process fans out to its connected screens, so several
// processes behind a load balancer each deliver to their own clients.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SLOT_CHANNEL } from '../booking';

type Subscriber = { organizationId: string; send: (data: string) => void };

const HEARTBEAT_MS = 25_000;
const RESYNC = JSON.stringify({ resync: true });

export function createLiveHub(app: FastifyInstance) {
  const subscribers = new Set<Subscriber>();
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const start = async () => {
    unlisten = await app.dbHandle.listen(
      SLOT_CHANNEL,
      (payload) => {
        let organizationId: string | undefined;
        try {
          organizationId = (JSON.parse(payload) as { organizationId?: string }).organizationId;
        } catch {
          return;
        }
        for (const s of subscribers) if (s.organizationId === organizationId) s.send(payload);
      },
      // The LISTEN connection was lost and is back: changes of the gap were missed, so every open
      // screen refreshes (the client refetches on any `slot` event).
      () => {
        for (const s of subscribers) s.send(RESYNC);
      },
    );
  };

  app.addHook('onClose', async () => {
    for (const s of subscribers) subscribers.delete(s);
    await unlisten?.();
  });

  return {
    async subscribe(organizationId: string, reply: FastifyReply): Promise<void> {
      starting ??= start();
      await starting;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 5000\n\nevent: ready\ndata: {}\n\n`);
      const subscriber: Subscriber = { organizationId, send: (data) => raw.write(`event: slot\ndata: ${data}\n\n`) };
      subscribers.add(subscriber);
      const heartbeat = setInterval(() => raw.write(`: keep-alive\n\n`), HEARTBEAT_MS);
      raw.on('close', () => {
        clearInterval(heartbeat);
        subscribers.delete(subscriber);
      });
    },
    get size() {
      return subscribers.size;
    },
  };
}
