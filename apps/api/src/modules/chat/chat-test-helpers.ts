// Test helpers for the chat: an SSE reader over HTTP and short request helpers.
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  events: SseEvent[];
  /** Resolves with the next event of that name (or one already received after `from`). */
  waitFor: (event: string, match?: (e: SseEvent) => boolean, ms?: number) => Promise<SseEvent>;
  close: () => void;
}

export function openSse(url: string, headers: Record<string, string>): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const waiters: { event: string; match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
    let req: ClientRequest | undefined = undefined;
    const stream: OpenStream = {
      events,
      waitFor: (event, match = () => true, ms = 5000) =>
        new Promise((res, rej) => {
          const timer = setTimeout(() => rej(new Error(`no ${event} event within ${ms} ms`)), ms);
          waiters.push({
            event,
            match,
            resolve: (e) => {
              clearTimeout(timer);
              res(e);
            },
          });
        }),
      close: () => req?.destroy(),
    };
    req = httpRequest(url, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const parsed: SseEvent = { event, data: JSON.parse(data) as Record<string, unknown> };
          events.push(parsed);
          if (event === 'ready') resolve(stream);
          const w = waiters.findIndex((x) => x.event === event && x.match(parsed));
          if (w >= 0) waiters.splice(w, 1)[0]!.resolve(parsed);
        }
      });
    });
    req.on('error', (error) => {
      if (!events.length) reject(error);
    });
    req.end();
  });
}
