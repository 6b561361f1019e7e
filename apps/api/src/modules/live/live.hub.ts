// Fans slot changes out to open booking grids. One LISTEN per API process (PostgreSQL delivers
// each NOTIFY to every process; PGlite delivers in-process), then an in-memory filter per stream.
import type { FastifyInstance } from 'fastify';
import { SLOT_CHANNEL } from '../booking';

export interface SlotChangeMessage {
  organizationId: string;
  locationId: string | null;
  resourceId: string;
  start: string;
  end: string;
}

export interface LiveSubscriber {
  organizationId: string;
  locationId?: string;
  /** The window the grid shows (a local day as instants). */
  from: Date;
  to: Date;
  send: (message: SlotChangeMessage) => void;
  /** Changes may have been missed (the LISTEN connection was lost and is back): refetch all. */
  resync: () => void;
}

export function parseMessage(payload: string): SlotChangeMessage | undefined {
  try {
    const m = JSON.parse(payload) as Partial<SlotChangeMessage>;
    if (
      typeof m.organizationId !== 'string' ||
      typeof m.resourceId !== 'string' ||
      typeof m.start !== 'string' ||
      typeof m.end !== 'string'
    )
      return undefined;
    return {
      organizationId: m.organizationId,
      locationId: m.locationId ?? null,
      resourceId: m.resourceId,
      start: m.start,
      end: m.end,
    };
  } catch {
    return undefined;
  }
}

export function matches(subscriber: Omit<LiveSubscriber, 'send' | 'resync'>, m: SlotChangeMessage): boolean {
  if (m.organizationId !== subscriber.organizationId) return false;
  if (subscriber.locationId && m.locationId && m.locationId !== subscriber.locationId) return false;
  return new Date(m.start) < subscriber.to && subscriber.from < new Date(m.end);
}

export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private unlisten: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    this.starting ??= this.app.dbHandle
      .listen(
        SLOT_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.resync(),
      )
      .then(
        (stop) => {
          this.unlisten = stop;
        },
        (error: unknown) => {
          this.starting = undefined;
          throw error;
        },
      );
    await this.starting;
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private resync(): void {
    for (const s of this.subscribers) s.resync();
  }

  private dispatch(payload: string): void {
    const message = parseMessage(payload);
    if (!message) return;
    for (const s of this.subscribers) if (matches(s, message)) s.send(message);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.unlisten?.();
  }
}
