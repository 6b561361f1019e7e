// A TCP proxy in front of the PostgreSQL server, so a test (or the outage bench) can take "the
// database" away from one app without restarting the server others use: `cut()` drops every
// connection through it and refuses new ones (the client sees what a restart looks like), `restore()`
// lets connections through again.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently open through the proxy. */
  readonly open: number;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((incoming) => {
    if (refusing) {
      // Reset, not a clean close: a server that is down does not say goodbye.
      incoming.resetAndDestroy();
      return;
    }
    const outgoing = net.connect(target.port, target.host);
    sockets.add(incoming);
    sockets.add(outgoing);
    const drop = () => {
      incoming.destroy();
      outgoing.destroy();
      sockets.delete(incoming);
      sockets.delete(outgoing);
    };
    incoming.on('error', drop).on('close', drop);
    outgoing.on('error', drop).on('close', drop);
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get open() {
      return sockets.size / 2;
    },
    cut: () => {
      refusing = true;
      for (const s of sockets) s.resetAndDestroy();
      sockets.clear();
    },
    restore: () => {
      refusing = false;
    },
    close: async () => {
      refusing = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same URL, pointing at the proxy instead of the server. */
export function viaProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
