import net, { type AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (the test PostgreSQL), that a test can cut and
 * restore: cut closes every connection through it and refuses new ones, as a stopped database does;
 * restore listens again on the same port. Stopping the shared database itself would hit every other
 * test running at the time.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | undefined;

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', resolve);
    });
    port = (server.address() as AddressInfo).port;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and drops the open ones; resolves once the port is closed. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      if (server?.listening) await this.cut();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof tcpProxy>>;

/** A database URL that goes through the proxy instead of straight to the server. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.href;
}
